import { looksLikeEmail } from './email';
import { trimmed, type FieldError } from './field-error';
import { NEWSLETTER_EMAIL_INVALID } from './messages';

/**
 * SPEC asks for a non-empty email containing an @; we also want a dot in the domain,
 * since subscribers are mailed and 'me@localhost' would only bounce.
 */
export function validateNewsletterEmail(email: unknown): FieldError[] {
  const value = trimmed(email);
  return value !== '' && looksLikeEmail(value) ? [] : [{ path: 'email', message: NEWSLETTER_EMAIL_INVALID }];
}
