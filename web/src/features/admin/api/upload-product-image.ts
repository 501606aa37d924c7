import type { UploadedImage } from '@shop/contracts';
import { FILE_MESSAGES } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';

/** POST /admin/uploads, multipart field `image` (JPEG, PNG, GIF or WEBP, at most 5 MB). */
export async function uploadProductImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await apiClient.post('/admin/uploads', form, {
    fallbackMessage: FILE_MESSAGES.uploadFailed,
    schema: contractSchema('uploadedImageSchema'),
  });
  return data;
}
