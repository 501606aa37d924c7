import { openImage, withImage } from './open-image';

/**
 * A payment screenshot without its metadata (EXIF, GPS, camera, comments) but with every pixel:
 * re-encoded losslessly as PNG, a JPEG turned upright first (its orientation goes with its EXIF).
 * The decoded pixels are the upload's own; a JPEG screenshot grows, a PNG keeps about its size.
 */
export async function stripScreenshot(bytes: Uint8Array, typeMessage: string): Promise<{ bytes: Buffer; contentType: 'image/png'; extension: 'png' }> {
  const png = await withImage(() => openImage(bytes).rotate().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer(), typeMessage);
  return { bytes: png, contentType: 'image/png', extension: 'png' };
}
