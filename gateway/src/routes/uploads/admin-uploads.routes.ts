import { z } from 'zod';
import { uploadedImageSchema } from '@shop/contracts';
import { AppError, detectImageType, FILE_MESSAGES, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@shop/domain';
import type { FileStore } from '@shop/platform';
import { defineRoute, type RouteDefinition } from '../route';

const EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** Product images uploaded by admins: checked by their bytes, stored through the files port. */
export function adminUploadRoutes(deps: { files: FileStore }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/admin/uploads',
      summary: 'Upload a product image (JPEG, PNG, GIF or WEBP, at most 5 MB); returns its URL',
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
        const type = detectImageType(file.bytes);
        if (!type) throw new AppError('unsupported_media_type', FILE_MESSAGES.imageType);
        const stored = await deps.files.put('products', file.bytes, { contentType: IMAGE_MIME_TYPES[type], extension: EXTENSIONS[type] });
        return { data: { url: `/uploads/${stored.key}`, key: stored.key, size: stored.size, contentType: stored.contentType } };
      },
    }),
  ];
}
