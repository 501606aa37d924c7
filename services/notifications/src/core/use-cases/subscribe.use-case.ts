import { AppError, isLanguage, type Language } from '@shop/domain';
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
 * (kept only as its digest) and the language of its e-mails, announced once by
 * newsletter.subscribed through the outbox, and sent the welcome e-mail with the unsubscribe
 * link, in that language. An active subscriber is told so; nothing changes and nothing is sent.
 */
export class Subscribe {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(email: unknown, language?: unknown): Promise<SubscribeResult> {
    const address = subscriberEmail(email);
    const chosen = subscriberLanguage(language);
    const { tokens, clock } = this.deps;
    const token = tokens.generate();
    const at = clock.now().toISOString();
    const { subscriber, activated } = await this.deps.subscribers.activate({ email: address, tokenHash: tokens.digest(token), at, language: chosen });
    if (!activated) {
      return { subscriber: toSubscriberView(subscriber), alreadySubscribed: true, message: NOTIFICATIONS_MESSAGES.alreadySubscribed };
    }
    await announceActivation(this.deps, subscriber);
    await this.welcome(address, token, { id: subscriber.activationId, at }, subscriber.language);
    return { subscriber: toSubscriberView(subscriber), alreadySubscribed: false, message: NOTIFICATIONS_MESSAGES.subscribed };
  }

  /**
   * The subscription stands even when its welcome e-mail cannot go: the operator hears of it,
   * and the send log shows it failed. It is not retried: its token is kept only as a digest.
   */
  private async welcome(email: string, token: string, activation: MailCause, language: Language | undefined): Promise<void> {
    const mail = welcomeEmail({ email, token, publicUrl: this.deps.settings.publicUrl, language }, this.deps.translate);
    const record = await deliver({ ...this.deps, log: QUIET }, { mail, template: WELCOME_TEMPLATE, cause: activation, secret: true });
    if (record?.status === 'failed') this.deps.log.warn({ err: record.lastError, email }, 'welcome e-mail could not be sent');
  }
}

/** The language the subscriber chose; none: English. One the shop does not speak: invalid. */
function subscriberLanguage(language: unknown): Language | undefined {
  if (language === undefined || language === null || language === '') return undefined;
  if (isLanguage(language)) return language;
  const message = NOTIFICATIONS_MESSAGES.languageInvalid;
  throw new AppError('invalid', message, [{ path: 'language', message }]);
}
