import { MAX_UPLOAD_BYTES } from '../constants/limits';
import type { FieldError } from './field-error';
import { detectImageType } from './image-type';
import { FILE_MESSAGES } from './messages';
import type { UploadedFile } from './uploaded-file';

/**
 * A product image upload: an image of at most 5 MB. With the bytes at hand only JPEG,
 * PNG, GIF and WEBP pass, which keeps SVG (a script carrier) out of the catalogue.
 */
export function validateProductImageFile(file: UploadedFile, path = 'image'): FieldError[] {
  const errors: FieldError[] = [];
  const isImage = file.bytes ? detectImageType(file.bytes) !== null : file.type.toLowerCase().startsWith('image/');
  if (!isImage) errors.push({ path, message: FILE_MESSAGES.imageType });
  if (file.size > MAX_UPLOAD_BYTES) errors.push({ path, message: FILE_MESSAGES.imageSize });
  return errors;
}
