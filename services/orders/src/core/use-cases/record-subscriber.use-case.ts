import { AppError, NEWSLETTER_EMAIL_INVALID, validateNewsletterEmail } from '@shop/domain';
import { normaliseEmail } from '../coupon/coupon-check';
import type { OrdersPorts } from '../orders-ports';

/**
 * Keeps the subscriber projection that subscriber-only coupons read. Fed by newsletter.subscribed
 * (notifications); until that service exists, the gateway or a test records subscribers here.
 */
export class RecordSubscriber {
  constructor(private readonly deps: Pick<OrdersPorts, 'subscribers' | 'clock'>) {}

  async execute(email: string, subscribedAt?: string): Promise<void> {
    const address = typeof email === 'string' ? normaliseEmail(email) : '';
    if (validateNewsletterEmail(address).length > 0 || address.length > 254) {
      throw new AppError('invalid', NEWSLETTER_EMAIL_INVALID, [{ path: 'email', message: NEWSLETTER_EMAIL_INVALID }]);
    }
    const at = subscribedAt && !Number.isNaN(Date.parse(subscribedAt)) ? new Date(subscribedAt).toISOString() : this.deps.clock.now().toISOString();
    await this.deps.subscribers.record(address, at);
  }
}
