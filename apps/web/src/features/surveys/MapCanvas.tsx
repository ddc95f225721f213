import { SURVEY_MAP_HEIGHT, SURVEY_MAP_MARKER, SURVEY_MAP_WIDTH } from '@fieldbook/contract/surveys';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

export interface MapMarker {
  key: string;
  /** The number drawn in the marker (the meter's place in the list). */
  label: string;
  x: number;
  y: number;
  /** Drawn grey: the meter was not used. */
  muted?: boolean;
}

/** A point of the 800 x 500 map from a click on the canvas, however wide the canvas is drawn. */
export function mapPoint(event: { clientX: number; clientY: number }, rect: DOMRect) {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  return {
    x: clamp(((event.clientX - rect.left) * SURVEY_MAP_WIDTH) / rect.width, SURVEY_MAP_WIDTH),
    y: clamp(((event.clientY - rect.top) * SURVEY_MAP_HEIGHT) / rect.height, SURVEY_MAP_HEIGHT),
  };
}

/** A 32 px marker centred on (x, y): a round disc with the meter's number. */
function drawMarker(ctx: CanvasRenderingContext2D, m: MapMarker) {
  const r = SURVEY_MAP_MARKER / 2;
  ctx.save();
  ctx.fillStyle = m.muted ? '#868e96' : '#e03131';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(m.x, m.y, r - 1.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(SURVEY_MAP_MARKER * 0.45)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(m.label, m.x, m.y + 1);
  ctx.restore();
}

/**
 * The site map (spec 3 §2.12, §9): the 800 x 500 image on an 800 x 500 canvas with each placed
 * meter's 32 px marker. The canvas is drawn as wide as there is room (a phone's width), while
 * clicks and taps are turned back into points of the 800 x 500 map.
 */
export function MapCanvas({
  image,
  markers,
  armed,
  onPlace,
  label,
}: {
  /** The map as a PNG data URL; null draws a plain grid. */
  image: string | null;
  markers: MapMarker[];
  /** A meter is waiting for its place: the next click sets it. */
  armed: boolean;
  onPlace: (point: { x: number; y: number }) => void;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    if (!image) {
      setPicture(null);
      return;
    }
    const img = new Image();
    img.onload = () => setPicture(img);
    img.src = image;
    return () => {
      img.onload = null;
    };
  }, [image]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, SURVEY_MAP_WIDTH, SURVEY_MAP_HEIGHT);
    if (picture) ctx.drawImage(picture, 0, 0, SURVEY_MAP_WIDTH, SURVEY_MAP_HEIGHT);
    else {
      ctx.fillStyle = '#f8f9fa';
      ctx.fillRect(0, 0, SURVEY_MAP_WIDTH, SURVEY_MAP_HEIGHT);
      ctx.strokeStyle = '#dee2e6';
      ctx.lineWidth = 1;
      for (let x = 50; x < SURVEY_MAP_WIDTH; x += 50) {
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x, SURVEY_MAP_HEIGHT);
        ctx.stroke();
      }
      for (let y = 50; y < SURVEY_MAP_HEIGHT; y += 50) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(SURVEY_MAP_WIDTH, y);
        ctx.stroke();
      }
    }
    for (const m of markers) if (m.x > 0 || m.y > 0) drawMarker(ctx, m);
  }, [picture, markers]);

  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!armed || !canvas.current) return;
    onPlace(mapPoint(event, canvas.current.getBoundingClientRect()));
  };

  return (
    <canvas
      ref={canvas}
      width={SURVEY_MAP_WIDTH}
      height={SURVEY_MAP_HEIGHT}
      role="img"
      aria-label={label}
      data-armed={armed || undefined}
      onClick={onClick}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: SURVEY_MAP_WIDTH,
        height: 'auto',
        aspectRatio: `${SURVEY_MAP_WIDTH} / ${SURVEY_MAP_HEIGHT}`,
        // An outline, not a border: a border would shift the drawing against the clicked point.
        outline: '1px solid var(--mantine-color-gray-4)',
        cursor: armed ? 'crosshair' : 'default',
        touchAction: 'manipulation',
      }}
    />
  );
}
