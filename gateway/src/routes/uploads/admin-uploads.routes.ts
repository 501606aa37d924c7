import { z } from 'zod';
import { uploadedImageSchema } from '@shop/contracts';
import { AppError, FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@shop/domain';
import type { FileStore } from '@shop/platform';
import { storeProductImage } from '../../images/store-product-image';
import { defineRoute, type RouteDefinition } from '../route';

/**
 * Product images uploaded by admins: checked by their bytes, a photo turned upright, stripped of
 * its metadata and stored at the widths shoppers need (storeProductImage), through the files port.
 */
export function adminUploadRoutes(deps: { files: FileStore }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/admin/uploads',
      summary:
        'Upload a product image (JPEG, PNG, GIF or WEBP, at most 5 MB and 50 megapixels); returns its URL. A photo is turned upright, ' +
        'stripped of its metadata (EXIF, GPS) and stored as JPEG at `url` and at each of `media.widths` in AVIF, WebP and JPEG',
      tags: ['admin'],
      access: 'admin',
      request: {
        body: z.object({}),
        file: { field: 'image', maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: FILE_MESSAGES.imageSize },
      },
      response: uploadedImageSchema,
      successStatus: 201,
      handler: async ({ file }) => {
        if (!file) throw new AppError('invalid', FILE_MESSAGES.imageType, [{ path: 'image', message: FILE_MESSAGES.imageType }]);
        return { data: await storeProductImage(deps.files, file.bytes) };
      },
    }),
  ];
}
