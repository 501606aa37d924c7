import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError, FILE_MESSAGES } from '@shop/domain';

/**
 * The most pixels the shop decodes: a 50-megapixel phone photo passes; a few kilobytes that claim
 * 100,000 × 100,000 pixels (a decompression bomb) are refused before they are decoded.
 */
export const MAX_INPUT_PIXELS = 52_000_000;
export const TOO_MANY_PIXELS = 'Image must be at most 50 megapixels';

/** The image in `bytes`, decoded lazily, within the pixel limit; `animated` keeps every frame. */
export function openImage(bytes: Uint8Array, options: Pick<SharpOptions, 'animated'> = {}): Sharp {
  return sharp(bytes, { ...options, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/** Decoded pixels (8-bit, `channels` per pixel) as an image to resize and encode. */
export function openPixels(pixels: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Sharp {
  return sharp(pixels, { raw, limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * What sharp's failure means to the uploader: too many pixels (413), or bytes that only look like
 * an image (415, with the form's message); anything else is the shop's own failure.
 */
export function imageFailure(error: unknown, typeMessage: string = FILE_MESSAGES.imageType): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError('too_large', TOO_MANY_PIXELS, [{ path: 'image', message: TOO_MANY_PIXELS }]);
  if (/unsupported image format|corrupt|premature end|bad seek|invalid|VipsJpeg|pngload|webpload|gifload|heifload|read error/i.test(message)) {
    return new AppError('unsupported_media_type', typeMessage);
  }
  return error instanceof Error ? error : new Error(message);
}

/** Runs `work` on the image, turning sharp's failures into the uploader's (imageFailure). */
export async function withImage<T>(work: () => Promise<T>, typeMessage?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw imageFailure(error, typeMessage);
  }
}
