import { AppError } from '@shop/domain';
import type { UnsubscribeResult } from '../../api/notifications-api';
import { announceDeactivation } from '../newsletter/announce-deactivation';
import { readCampaignToken } from '../newsletter/campaign-token';
import { NOTIFICATIONS_MESSAGES } from '../notifications-messages';
import type { NotificationsPorts } from '../notifications-ports';

/** Welcome tokens are 43 characters, campaign tokens 68; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Ends a subscription by the token of its welcome (or campaign) e-mail's link, announced once by
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
    const tokenHash = value.length > MAX_TOKEN_LENGTH ? undefined : await this.tokenHashOf(value);
    const ended = tokenHash === undefined ? null : await this.deps.subscribers.deactivate(tokenHash, this.deps.clock.now().toISOString());
    if (!ended) throw new AppError('not_found', NOTIFICATIONS_MESSAGES.tokenUnknown);
    if (ended.deactivated) await announceDeactivation(this.deps, ended.subscriber);
    return {
      email: ended.subscriber.email,
      unsubscribed: ended.deactivated,
      message: ended.deactivated ? NOTIFICATIONS_MESSAGES.unsubscribed : NOTIFICATIONS_MESSAGES.alreadyUnsubscribed,
    };
  }

  /**
   * The stored digest the token stands for: a welcome token's own digest, or, for a campaign
   * token, the digest of the subscriber whose current activation it signs.
   */
  private async tokenHashOf(token: string): Promise<string | undefined> {
    const campaign = readCampaignToken(token);
    if (!campaign) return this.deps.tokens.digest(token);
    const subscriber = await this.deps.subscribers.findById(campaign.subscriberId);
    if (!subscriber || !this.deps.tokens.verifyActivation(subscriber.activationId, campaign.signature)) return undefined;
    return subscriber.tokenHash;
  }
}
