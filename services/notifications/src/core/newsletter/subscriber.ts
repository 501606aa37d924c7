import { AppError, validateNewsletterEmail } from '@shop/domain';
import type { SubscriberView } from '../../api/notifications-api';
import { NOTIFICATIONS_MESSAGES } from '../notifications-messages';
import type { SubscriberRecord } from '../ports/subscriber-repository.port';

/** The address subscribers are kept by: trimmed and lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The normalised address; invalid (SPEC's message) when blank, without an @, or too long. */
export function subscriberEmail(email: unknown): string {
  const address = typeof email === 'string' ? normaliseEmail(email) : '';
  if (validateNewsletterEmail(address).length > 0) {
    const message = NOTIFICATIONS_MESSAGES.emailInvalid;
    throw new AppError('invalid', message, [{ path: 'email', message }]);
  }
  return address;
}

export function toSubscriberView(record: SubscriberRecord): SubscriberView {
  const view: SubscriberView = { _id: record.id, email: record.email, subscribedAt: record.subscribedAt, isActive: record.isActive };
  if (!record.isActive && record.unsubscribedAt) view.unsubscribedAt = record.unsubscribedAt;
  return view;
}
