#!/usr/bin/env node
// Draws the installed app's icons (the web app manifest's and the apple-touch-icon) from the mark of
// public/favicon.svg, the one ui/Logo.tsx draws in the page, into public/icons/. Run it again after the
// mark changes and commit the PNGs: `node apps/web/scripts/icons.mjs`. sharp (the server's image
// library, installed at the workspace root) renders the SVG.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const background = /<rect [^>]*fill="([^"]+)"/.exec(mark)?.[1];
const bars = /<path [^>]*\/>/.exec(mark)?.[0];
if (!background || !bars) throw new Error('public/favicon.svg no longer has the rect and path this script reads');

// The bars' box in the mark's 32-unit square (x 7–25, y 6–22): its centre is placed at the icon's centre.
const BARS = { x: 7, y: 6, width: 18, height: 16 };

/**
 * The mark full-bleed, as a platform crops it (a maskable icon, an iPhone's home screen): the
 * background fills the square and the bars, at `scale` units of 32 per side, sit in the middle. A
 * maskable icon's safe zone is the circle of 40 % of its size around the centre; at scale 0.75 the
 * bars' corners reach 0.75 × 12 ≈ 9 units of 32 from the centre, 28 %.
 */
function fullBleed(size, scale) {
  const s = (size / 32) * scale;
  const dx = size / 2 - (BARS.x + BARS.width / 2) * s;
  const dy = size / 2 - (BARS.y + BARS.height / 2) * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${background}"/>
    <g transform="translate(${dx} ${dy}) scale(${s})">${bars}</g>
  </svg>`;
}

/** The mark as it is (rounded corners, transparent around them), drawn at `size` pixels. */
const asIs = (size) => mark.replace('<svg ', `<svg width="${size}" height="${size}" `);

const icons = [
  { file: 'icon-192.png', svg: asIs(192) },
  { file: 'icon-512.png', svg: asIs(512) },
  { file: 'icon-maskable-512.png', svg: fullBleed(512, 0.75) },
  // iOS fills transparency with black and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', svg: fullBleed(180, 0.8) },
];

const out = new URL('icons/', publicDir);
mkdirSync(out, { recursive: true });
for (const { file, svg } of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(new URL(file, out).pathname);
  console.log(`public/icons/${file}`);
}
