/** The long side of a photo kept on the device to send: enough to see damage, a fraction of a camera's size. */
export const PHOTO_LONG_SIDE = 2048;
const JPEG_QUALITY = 0.85;

/** The size a photo of w × h is scaled to so its long side is at most `max` (never enlarged). */
export function fitted(w: number, h: number, max = PHOTO_LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(w, h));
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/**
 * A photo made ready to keep on the device and send: turned upright as the camera said, its long
 * side at most 2,048 px, as JPEG. A JPEG already small enough is kept as it is; a file the browser
 * cannot read as an image is handed on unchanged (the server says what is wrong with it).
 */
export async function resizePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fitted(bitmap.width, bitmap.height);
  if (file.type === 'image/jpeg' && width === bitmap.width && height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
