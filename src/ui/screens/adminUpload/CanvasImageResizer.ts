import { injectable } from 'inversify';

export interface ResizedImage {
  blob: Blob;
  contentType: 'image/webp' | 'image/jpeg';
}

/**
 * Shrinks a picked photo in the browser before upload, so a 4 MB camera picture goes up as
 * ~60 kB: WebP where the browser can encode it, JPEG (on white, as JPEG has no transparency)
 * otherwise. Rejects when the file cannot be decoded as an image.
 */
@injectable()
export class CanvasImageResizer {
  async resize(file: Blob, maxSide: number): Promise<ResizedImage> {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const webp = await toBlob(canvas, 'image/webp', 0.82);
    // Browsers that cannot write WebP hand back a PNG instead of failing.
    if (webp?.type === 'image/webp') return { blob: webp, contentType: 'image/webp' };
    const jpeg = await toBlob(canvas, 'image/jpeg', 0.85);
    if (!jpeg) throw new Error('Could not encode the image');
    return { blob: jpeg, contentType: 'image/jpeg' };
  }
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));
