import { SIGNATURE_PAD } from '@fieldbook/contract/profile';
import { Box } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

const { width: PAD_WIDTH, height: PAD_HEIGHT } = SIGNATURE_PAD;

/**
 * The one signature pad (the profile's signature, a JSA's sign-in sheet): a canvas that always draws
 * at 500 × 200; on a narrower screen it is shown smaller and the pen positions are scaled back up, so
 * the saved drawing keeps its size. The caller reads and clears the drawing through `padRef`.
 */
export function SignatureCanvas({
  padRef,
  invalid = false,
  onBeginStroke,
  onEndStroke,
}: {
  padRef: RefObject<SignaturePad | null>;
  /** Draws the border red, beside a field error the caller shows. */
  invalid?: boolean;
  onBeginStroke?: () => void;
  onEndStroke?: (pad: SignaturePad) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The pad lives for the component's life; it calls the latest handlers.
  const handlers = useRef({ onBeginStroke, onEndStroke });
  handlers.current = { onBeginStroke, onEndStroke };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e' });
    padRef.current = pad;
    // signature_pad places points in CSS pixels; map them onto the 500 × 200 drawing.
    const fit = () => {
      const shown = canvas.getBoundingClientRect();
      if (!shown.width || !shown.height) return;
      canvas.getContext('2d')?.setTransform(PAD_WIDTH / shown.width, 0, 0, PAD_HEIGHT / shown.height, 0, 0);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    pad.addEventListener('beginStroke', () => handlers.current.onBeginStroke?.());
    pad.addEventListener('endStroke', () => handlers.current.onEndStroke?.(pad));
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      width={PAD_WIDTH}
      height={PAD_HEIGHT}
      role="img"
      aria-label="Signature pad"
      w="100%"
      maw={PAD_WIDTH}
      style={{
        aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
        touchAction: 'none',
        border: `1px solid ${invalid ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-5)'}`,
        borderRadius: 4,
        background: '#fff',
        display: 'block',
        cursor: 'crosshair',
      }}
    />
  );
}
