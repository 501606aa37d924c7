/** One invalid field, as the API's `errors` list carries it (ARCHITECTURE.md). */
export interface FieldError {
  path: string;
  message: string;
}

/** A parse that either yields a clean value or says what is wrong, field by field. */
export type ValidationResult<T> = { ok: true; value: T; errors: [] } | { ok: false; errors: FieldError[] };

export function resultOf<T>(errors: FieldError[], value: () => T): ValidationResult<T> {
  return errors.length === 0 ? { ok: true, value: value(), errors: [] } : { ok: false, errors };
}

/** Absent, or a string with nothing but whitespace. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** A string input trimmed; anything that is not a string reads as ''. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
