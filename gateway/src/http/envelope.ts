import type { FieldError } from './http-error';

/** The response envelope of ARCHITECTURE.md. */
export type Envelope<T> =
  | { success: true; data: T; message?: string }
  | { success: false; message: string; errors?: FieldError[]; details?: Record<string, unknown>; requestId?: string };

export function successBody<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function failureBody(
  message: string,
  extra: { errors?: FieldError[]; details?: Record<string, unknown>; requestId?: string } = {},
) {
  return { success: false as const, message, ...extra };
}
