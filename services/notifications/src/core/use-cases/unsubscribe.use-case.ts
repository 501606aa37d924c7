import { AppError } from '@shop/domain';
import type { UnsubscribeResult } from '../../api/notifications-api';
import { announceDeactivation } from '../newsletter/announce-deactivation';
import { NOTIFICATIONS_MESSAGES } from '../notifications-messages';
import type { NotificationsPorts } from '../notifications-ports';

/** Tokens are 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Ends a subscription by the token of its welcome e-mail's link, announced once by
 * newsletter.unsubscribed through the outbox. Using the link again answers that the
 * subscription has already ended and records nothing; a token replaced by a later subscription
 * is unknown.
 */
export class Unsubscribe {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers' | 'tokens' | 'clock' | 'events'>) {}

  async execute(token: unknown): Promise<UnsubscribeResult> {
    const value = typeof token === 'string' ? token.trim() : '';
    if (value === '') {
      const message = NOTIFICATIONS_MESSAGES.tokenMissing;
      throw new AppError('invalid', message, [{ path: 'token', message }]);
    }
    const ended =
      value.length > MAX_TOKEN_LENGTH ? null : await this.deps.subscribers.deactivate(this.deps.tokens.digest(value), this.deps.clock.now().toISOString());
    if (!ended) throw new AppError('not_found', NOTIFICATIONS_MESSAGES.tokenUnknown);
    if (ended.deactivated) await announceDeactivation(this.deps, ended.subscriber);
    return {
      email: ended.subscriber.email,
      unsubscribed: ended.deactivated,
      message: ended.deactivated ? NOTIFICATIONS_MESSAGES.unsubscribed : NOTIFICATIONS_MESSAGES.alreadyUnsubscribed,
    };
  }
}
