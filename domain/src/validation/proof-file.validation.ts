import { MAX_UPLOAD_BYTES } from '../constants/limits';
import type { FieldError } from './field-error';
import { detectImageType } from './image-type';
import { FILE_MESSAGES } from './messages';
import type { UploadedFile } from './uploaded-file';

/** The declared types a payment screenshot may have. */
export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;

function isAcceptedProofType(file: UploadedFile): boolean {
  // A declared type is easy to fake: when the bytes are here, they decide.
  if (file.bytes) {
    const sniffed = detectImageType(file.bytes);
    return sniffed === 'jpeg' || sniffed === 'png';
  }
  return (PROOF_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

/** A payment screenshot: JPEG or PNG, not empty, at most 5 MB (5,242,880 bytes). */
export function validateProofFile(file: UploadedFile, path = 'paymentProof'): FieldError[] {
  const errors: FieldError[] = [];
  if (!isAcceptedProofType(file) || file.size <= 0) errors.push({ path, message: FILE_MESSAGES.proofType });
  if (file.size > MAX_UPLOAD_BYTES) errors.push({ path, message: FILE_MESSAGES.proofSize });
  return errors;
}
