import type { UploadedImage } from '@shop/contracts';
import { AppError, detectImageType, FILE_MESSAGES, IMAGE_MIME_TYPES } from '@shop/domain';
import type { FileStore } from '@shop/platform';
import { openImage, withImage } from './open-image';
import { renderPhoto } from './photo-renditions';

/** Where product images are kept, in the public uploads. */
export const PRODUCT_IMAGE_FOLDER = 'products';

/**
 * An admin's product image, stored as shoppers will get it. A JPEG, PNG or still WebP photo is
 * stored as its main JPEG and its renditions (renderPhoto), and answers its `media`; a GIF (maybe
 * animated) is kept as it is, and an animated WebP keeps its frames without its metadata: neither
 * is resized. With `name`, the photo replaces the files of that stored name (a conversion).
 */
export async function storeProductImage(files: FileStore, bytes: Uint8Array, options: { name?: string } = {}): Promise<UploadedImage> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('unsupported_media_type', FILE_MESSAGES.imageType);
  if (type === 'gif') return uploaded(await files.putSet(PRODUCT_IMAGE_FOLDER, [{ suffix: '', bytes, contentType: IMAGE_MIME_TYPES.gif, extension: 'gif' }], options));
  if (type === 'webp' && (await isAnimated(bytes))) {
    const frames = await withImage(() => openImage(bytes, { animated: true }).webp({ quality: 80 }).toBuffer());
    return uploaded(await files.putSet(PRODUCT_IMAGE_FOLDER, [{ suffix: '', bytes: frames, contentType: IMAGE_MIME_TYPES.webp, extension: 'webp' }], options));
  }
  const photo = await renderPhoto(bytes);
  return { ...uploaded(await files.putSet(PRODUCT_IMAGE_FOLDER, photo.files, options)), media: photo.media };
}

const isAnimated = (bytes: Uint8Array) => withImage(async () => ((await openImage(bytes).metadata()).pages ?? 1) > 1);

/** The main file (the first of the set) as the upload answers it. */
function uploaded([main]: { key: string; size: number; contentType: string }[]): UploadedImage {
  return { url: `/uploads/${main!.key}`, key: main!.key, size: main!.size, contentType: main!.contentType };
}
