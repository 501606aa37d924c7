import type { MailCause } from '../core/mail/deliver';

/** The event (or campaign, activation) `id`, as having happened at a fixed time unless told. */
export function causeOf(id: string, at = '2026-11-14T08:59:00.000Z'): MailCause {
  return { id, at };
}
