import type { Sharp } from 'sharp';
import { IMAGE_FORMATS, type ImageMedia } from '@shop/contracts/product-images';
import type { FileOfSet } from '@shop/platform';
import { limitConcurrency } from './limit-concurrency';
import { openImage, openPixels, withImage } from './open-image';
import { placeholderOf } from './photo-placeholder';
import { storedWidths } from './photo-widths';

/** A photo ready to store: its main file (suffix ''), its renditions, and what the product keeps of it. */
export interface PhotoRenditions {
  files: FileOfSet[];
  media: ImageMedia;
}

const WHITE = { r: 255, g: 255, b: 255 };

/** Photos rendered at once: each may hold a few hundred megabytes of pixels while it is decoded. */
const inTurn = limitConcurrency(2);

/** Each format's encoder: AVIF at a quick effort (an upload waits for it), JPEG progressive through mozjpeg. */
function encoded(image: Sharp, format: (typeof IMAGE_FORMATS)[number]['format']): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 75, effort: 4 }).toBuffer();
  // JPEG has no transparency: a cut-out product stands on white, as on the shop's cards.
  return image.flatten({ background: WHITE }).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * A JPEG, PNG or still WebP photo as the shop stores it: turned upright by its EXIF orientation,
 * without any metadata (sharp writes none unless asked: no EXIF, no GPS position, no camera), at
 * each stored width in AVIF, WebP and JPEG, never enlarged. The main file is the widest JPEG.
 * `media` gives the main file's size. Decoded once, within MAX_INPUT_PIXELS; bytes that are no
 * image fail with 415.
 */
export function renderPhoto(bytes: Uint8Array): Promise<PhotoRenditions> {
  return inTurn(() => withImage(() => render(bytes)));
}

async function render(bytes: Uint8Array): Promise<PhotoRenditions> {
  const upright = openImage(bytes).rotate();
  const { autoOrient } = await upright.metadata();
  const widths = storedWidths(autoOrient.width);
  const widest = widths[widths.length - 1]!;
  // The widest rendition, decoded into pixels once: every other is made from these.
  const { data, info } = await upright
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const fromPixels = () => openPixels(data, { width: info.width, height: info.height, channels: info.channels });
  const files: FileOfSet[] = [];
  for (const width of widths) {
    const sized = width === info.width ? fromPixels() : fromPixels().resize({ width });
    for (const { format, extension, contentType } of IMAGE_FORMATS) {
      files.push({ suffix: `-${width}`, bytes: await encoded(sized.clone(), format), contentType, extension });
    }
  }
  const widestJpeg = files.find((file) => file.suffix === `-${widest}` && file.extension === 'jpg')!;
  const media: ImageMedia = { width: info.width, height: info.height, widths, placeholder: await placeholderOf(fromPixels()) };
  return { files: [{ ...widestJpeg, suffix: '' }, ...files], media };
}
