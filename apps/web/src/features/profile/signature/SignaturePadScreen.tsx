import { messages } from '@fieldbook/contract/messages';
import { SIGNATURE_PAD } from '@fieldbook/contract/profile';
import { Alert, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

const { width: PAD_WIDTH, height: PAD_HEIGHT } = SIGNATURE_PAD;

/**
 * /Signature: a drawing pad of 500 × 200 with Save (shows a preview image) and Clear (spec 1 §2).
 * The canvas always draws at 500 × 200; on a narrower screen it is shown smaller and the pen
 * positions are scaled back up, so the saved drawing keeps its size.
 */
export default function SignaturePadScreen() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [hint, setHint] = useState('');

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
    pad.addEventListener('beginStroke', () => setHint(''));
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, []);

  function save() {
    const pad = padRef.current;
    if (!pad) return;
    if (pad.isEmpty()) {
      setPreview(null);
      setHint(messages.drawSignatureFirst);
      return;
    }
    setHint('');
    setPreview(pad.toDataURL('image/png'));
  }

  function clear() {
    padRef.current?.clear();
    setPreview(null);
    setHint('');
  }

  return (
    <Stack maw={PAD_WIDTH + 34}>
      <Title order={1} size="h3">
        Signature
      </Title>
      <Text size="sm" c="dimmed">
        Sign in the box with the mouse, a pen or your finger.
      </Text>
      <Paper withBorder p="md">
        <Stack>
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
              border: '1px solid var(--mantine-color-gray-5)',
              borderRadius: 4,
              background: '#fff',
              display: 'block',
              cursor: 'crosshair',
            }}
          />
          {hint && (
            <Alert color="yellow" role="alert">
              {hint}
            </Alert>
          )}
          <Group>
            <Button onClick={save}>Save</Button>
            <Button variant="default" onClick={clear}>
              Clear
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              Preview
            </Title>
            <Image
              src={preview}
              alt="Signature preview"
              w={PAD_WIDTH}
              maw="100%"
              h="auto"
              style={{ aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
