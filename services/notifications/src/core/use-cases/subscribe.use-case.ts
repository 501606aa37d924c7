import type { SubscribeResult } from '../../api/notifications-api';
import { announceActivation } from '../newsletter/announce-activation';
import { subscriberEmail, toSubscriberView } from '../newsletter/subscriber';
import { deliver, type MailCause } from '../mail/deliver';
import { WELCOME_TEMPLATE, welcomeEmail } from '../newsletter/welcome-email';
import { NOTIFICATIONS_MESSAGES } from '../notifications-messages';
import type { NotificationsLog, NotificationsPorts } from '../notifications-ports';

/** The welcome e-mail's failure is told once, by the use case, in its own words. */
const QUIET: NotificationsLog = { warn: () => undefined, info: () => undefined };

/**
 * Subscribes an e-mail: a new or lapsed subscriber is activated with a fresh unsubscribe token
 * (kept only as its digest), announced once by newsletter.subscribed through the outbox, and
 * sent the welcome e-mail with the unsubscribe link. An active subscriber is told so; nothing
 * changes and nothing is sent.
 */
export class Subscribe {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(email: unknown): Promise<SubscribeResult> {
    const address = subscriberEmail(email);
    const { tokens, clock } = this.deps;
    const token = tokens.generate();
    const at = clock.now().toISOString();
    const { subscriber, activated } = await this.deps.subscribers.activate({ email: address, tokenHash: tokens.digest(token), at });
    if (!activated) {
      return { subscriber: toSubscriberView(subscriber), alreadySubscribed: true, message: NOTIFICATIONS_MESSAGES.alreadySubscribed };
    }
    await announceActivation(this.deps, subscriber);
    await this.welcome(address, token, { id: subscriber.activationId, at });
    return { subscriber: toSubscriberView(subscriber), alreadySubscribed: false, message: NOTIFICATIONS_MESSAGES.subscribed };
  }

  /**
   * The subscription stands even when its welcome e-mail cannot go: the operator hears of it,
   * and the send log shows it failed. It is not retried: its token is kept only as a digest.
   */
  private async welcome(email: string, token: string, activation: MailCause): Promise<void> {
    const mail = welcomeEmail({ email, token, publicUrl: this.deps.settings.publicUrl });
    const record = await deliver({ ...this.deps, log: QUIET }, { mail, template: WELCOME_TEMPLATE, cause: activation, secret: true });
    if (record?.status === 'failed') this.deps.log.warn({ err: record.lastError, email }, 'welcome e-mail could not be sent');
  }
}
