import sharp from 'sharp';

/** A drawn-looking signature: a pen stroke rendered to a 500 × 200 PNG, as the signature pad makes. */
export const signature = (wave: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="200"><rect width="500" height="200" fill="white"/><path d="M40 130 C ${80 + wave} 40, 120 170, 160 100 S 240 ${60 + wave}, 280 120 S 380 70, 460 ${110 + wave / 2}" stroke="#1a1b1e" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
