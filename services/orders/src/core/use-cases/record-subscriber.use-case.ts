import { AppError, NEWSLETTER_EMAIL_INVALID, validateNewsletterEmail } from '@shop/domain';
import { normaliseEmail } from '../coupon/coupon-check';
import type { OrdersPorts } from '../orders-ports';
import type { SubscriptionChange } from '../ports/subscriber-directory.port';

/**
 * Keeps the subscriber projection that subscriber-only coupons read. Fed by newsletter.subscribed
 * (notifications); the gateway or a test may also record subscribers here. A subscription older
 * than the latest change the projection holds for the e-mail is ignored.
 */
export class RecordSubscriber {
  constructor(private readonly deps: Pick<OrdersPorts, 'subscribers' | 'clock'>) {}

  async execute(email: string, subscribedAt?: string): Promise<void> {
    await this.deps.subscribers.apply(subscriptionChange(email, true, subscribedAt, this.deps.clock.now()));
  }
}

/**
 * Marks a subscriber inactive in the projection, so subscriber-only coupons no longer apply. Fed
 * by newsletter.unsubscribed (notifications); ignored when the projection holds a newer change
 * (a subscription again), so events handled out of order end in the latest state.
 */
export class RecordUnsubscriber {
  constructor(private readonly deps: Pick<OrdersPorts, 'subscribers' | 'clock'>) {}

  async execute(email: string, unsubscribedAt?: string): Promise<void> {
    await this.deps.subscribers.apply(subscriptionChange(email, false, unsubscribedAt, this.deps.clock.now()));
  }
}

/** The normalised change; an unusable e-mail is invalid, an unreadable time is now. */
function subscriptionChange(email: string, active: boolean, at: string | undefined, now: Date): SubscriptionChange {
  const address = typeof email === 'string' ? normaliseEmail(email) : '';
  if (validateNewsletterEmail(address).length > 0) {
    throw new AppError('invalid', NEWSLETTER_EMAIL_INVALID, [{ path: 'email', message: NEWSLETTER_EMAIL_INVALID }]);
  }
  const time = at && !Number.isNaN(Date.parse(at)) ? new Date(at) : now;
  return { email: address, active, at: time.toISOString() };
}
