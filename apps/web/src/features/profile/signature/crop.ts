import { SIGNATURE_EXTENSIONS } from '@fieldbook/contract/profile';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The widest signature the editor sends (pixels); a larger crop is scaled down, keeping 16:9. */
const MAX_WIDTH = 1600;

/** Spec 1 §2: the file extension must be jpg, jpeg or png (any case). */
export function hasSignatureExtension(name: string): boolean {
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  return (SIGNATURE_EXTENSIONS as readonly string[]).includes(ext);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read.'));
    img.src = src;
  });
}

/** Cuts `area` (pixels of the original image) out of the image and encodes it as PNG. */
export async function cropToPng(src: string, area: PixelArea): Promise<Blob> {
  const img = await loadImage(src);
  const scale = Math.min(1, MAX_WIDTH / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot crop images.');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))), 'image/png'),
  );
}
