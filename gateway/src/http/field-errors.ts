import type { ZodError } from 'zod';
import type { FieldError } from './http-error';

/** One entry per invalid field, with its dotted path (`shippingAddress.phone`). */
export function fieldErrorsFrom(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}
