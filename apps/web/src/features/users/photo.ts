import { PHOTO_EXTENSIONS, PHOTO_MAX_SIDE } from '@fieldbook/contract/users';

/** The photo's file name ends in jpg, jpeg or png (spec 1 §5, §9). */
export const hasPhotoExtension = (name: string) =>
  (PHOTO_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/**
 * Reads a picked photo and scales it to fit the size the server stores (so the upload stays small),
 * as a data URL in its own format. Rejects when the file is not an image the browser can decode.
 */
export async function photoDataUrl(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.drawImage(img, 0, 0, canvas.width, canvas.height);
    const png = file.type === 'image/png' || file.name.toLowerCase().endsWith('.png');
    return png ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    URL.revokeObjectURL(url);
  }
}
