import { isBlank, type FieldError } from './field-error';
import { BULK_EMAIL_INCOMPLETE } from './messages';

export interface BulkEmailInput {
  subject?: string;
  content?: string;
}

/**
 * Subject and content must both hold text. Each blank field is reported with the same
 * sentence; a screen showing one message should show errors[0].
 */
export function validateBulkEmail(input: BulkEmailInput): FieldError[] {
  const fields: (keyof BulkEmailInput)[] = ['subject', 'content'];
  return fields.filter((field) => isBlank(input[field])).map((path) => ({ path, message: BULK_EMAIL_INCOMPLETE }));
}
