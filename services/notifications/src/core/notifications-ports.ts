import type { CampaignRepository } from './ports/campaign-repository.port';
import type { Clock } from '@shop/domain';
import type { DeliveryLog } from './ports/delivery-log.port';
import type { HtmlSanitizer } from './ports/html-sanitizer.port';
import type { Mailer, SmsSender, Translator, UnitOfWork } from '@shop/platform';
import type { SmsLog } from './ports/sms-log.port';
import type { SmsOptOuts } from './ports/sms-opt-outs.port';
import type { NewsletterEvents } from './ports/newsletter-events.port';
import type { OrderProjections } from './ports/order-projection.port';
import type { SubscriberRepository } from './ports/subscriber-repository.port';
import type { UnsubscribeTokens } from './ports/unsubscribe-tokens.port';

/** What the core needs of the platform's mailer (SMTP or the outbox folder): to send. */
export type MailSender = Pick<Mailer, 'send'>;

/** Every port the notifications core depends on; each use case takes the ones it needs. */
export interface NotificationsPorts {
  subscribers: SubscriberRepository;
  events: NewsletterEvents;
  mailer: MailSender;
  tokens: UnsubscribeTokens;
  /** The send log: every e-mail the shop owes, sent or not. */
  deliveries: DeliveryLog;
  /** Where text messages go: a provider, or the outbox folder. */
  sms: Pick<SmsSender, 'send'>;
  /** The SMS log: every text message the shop owes, with what became of it. */
  texts: SmsLog;
  /** The numbers that replied STOP (or HAGARIKA): they get no SMS until they reply START. */
  optOuts: SmsOptOuts;
  /** The service's copy of each order, from order.placed. */
  orders: OrderProjections;
  campaigns: CampaignRepository;
  /** Writes the e-mails and SMS in the customer's language, from the service's catalogues (src/locales/). */
  translate: Translator;
  sanitizer: HtmlSanitizer;
  clock: Clock;
  /** Reports what could not be done without failing the caller (a welcome e-mail that did not go). */
  log: NotificationsLog;
  settings: NotificationsRules;
  /** Writes to the notifications store that commit together: a bulk e-mail's campaign, its queueing and its audit entry. */
  unitOfWork: UnitOfWork;
}

/** The little the core says to the operator; the platform logger fits it. */
export interface NotificationsLog {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

export interface NotificationsRules {
  /** PUBLIC_URL without a trailing slash: the unsubscribe link points at `${publicUrl}/unsubscribe`. */
  publicUrl: string;
  /** SUPPORT_PHONE, named in the order e-mails. */
  supportPhone: string;
  /** MOMO_MERCHANT_CODE, for the dial code of a manual payment. */
  merchantCode: string;
  /** The waits between attempts of a failed send; after the last, the send is failed. */
  retryDelaysMs: number[];
}
