/**
 * The notifications service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcNotificationsApi`); errors are `AppError`s
 * from @shop/domain either way (kinds: invalid, not_found), with field errors.
 */
import type {
  DeliveryPage,
  DeliveryStatus,
  InboundSmsMessage,
  InboundSmsResult,
  SmsDeliveryReportMessage,
  SmsDeliveryReportResult,
  SmsSettings,
  SmsStatus,
  SubscriberPage,
  TextMessagePage,
} from '@shop/contracts';

/** A newsletter subscriber (SPEC section 3). */
export interface SubscriberView {
  _id: string;
  /** Trimmed and lower-case. */
  email: string;
  /** When the current (or last) subscription began. */
  subscribedAt: string;
  isActive: boolean;
  /** When the subscription ended; absent while active. */
  unsubscribedAt?: string;
}

export interface SubscribeResult {
  subscriber: SubscriberView;
  /** True when the e-mail was already an active subscriber: nothing changed, no e-mail sent. */
  alreadySubscribed: boolean;
  message: string;
}

export interface UnsubscribeResult {
  email: string;
  /** False when the subscription had already ended (the same link used again). */
  unsubscribed: boolean;
  message: string;
}

export interface SubscriptionStatus {
  subscribed: boolean;
  /** Set while subscribed. */
  subscribedAt?: string;
}

export interface SubscriberQuery {
  /** Default 1. */
  page?: number;
  /** Default 20 (SPEC section 9), at most 100. */
  limit?: number;
}

/** The admin list (SPEC section 7: the newsletter list uses totalSubscribers, currentPage, totalPages). */
export type { SubscriberPage };

export interface NotificationsApi {
  /**
   * Subscribes an e-mail to the newsletter: a new subscriber, or one who had unsubscribed,
   * becomes active with a new unsubscribe token, gets the welcome e-mail and is announced by
   * one `newsletter.subscribed` event. Already active: a friendly message, nothing else.
   * An e-mail that is blank or lacks an @: invalid, 'Please enter a valid email address'.
   * `language` (en, fr or rw; absent: en) is the language of the subscriber's e-mails, the
   * welcome e-mail first; another: invalid, 'Language must be en, fr or rw'.
   */
  subscribe(email: string, language?: string): Promise<SubscribeResult>;
  /**
   * By the token of the welcome e-mail's link; ending an active subscription is announced by one
   * `newsletter.unsubscribed` event (using the link again: none). Blank: invalid; unknown or replaced: not_found.
   */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Whether the e-mail is an active subscriber. An invalid e-mail: invalid. */
  checkSubscription(email: string): Promise<SubscriptionStatus>;
  /** For the admin screens. */
  listSubscribers(query?: SubscriberQuery): Promise<SubscriberPage>;
  /** Subscriptions started on each Africa/Kigali day asked (YYYY-MM-DD, at most 62), in the order asked; the dashboard's series. */
  newSubscribersPerDay(days: string[]): Promise<number[]>;
  /**
   * Queues a bulk e-mail to every active subscriber and answers at once: the campaign is
   * recorded and announced by `newsletter.campaign-queued`, whose consumer sends each message
   * (with the subscriber's own unsubscribe link) in the background. Blank subject or content:
   * invalid, 'Please provide both subject and content for the email'.
   */
  sendBulkEmail(input: BulkEmailInput): Promise<BulkEmailResult>;
  /** Every subscriber, oldest subscription first, read from the store page by page. */
  exportSubscribers(): AsyncIterable<SubscriberView>;
  /** The send log, newest first; `status: 'failed'` lists the sends that gave up. */
  listDeliveries(query?: DeliveryQuery): Promise<DeliveryPage>;
  /** The SMS log, newest first; `status: 'failed'` lists what no provider took, or the network gave up on. */
  listTextMessages(query?: TextMessageQuery): Promise<TextMessagePage>;
  /**
   * A message a customer sent to the shop's number, as a provider's callback gave it: STOP or
   * HAGARIKA stops the SMS updates of that number, START or TANGIRA brings them back.
   */
  receiveSms(message: InboundSmsMessage): Promise<InboundSmsResult>;
  /** A provider's delivery report on a message it took. */
  recordSmsDeliveryReport(report: SmsDeliveryReportMessage): Promise<SmsDeliveryReportResult>;
  /** The signed-in shopper's numbers (their orders' delivery phones) and whether each gets SMS updates. */
  smsSettings(userId: string): Promise<SmsSettings>;
  /** Switches one of the shopper's numbers on or off; a number none of their orders went to: not_found. */
  setSmsUpdates(input: SmsSettingInput): Promise<SmsSettings>;
}

export interface SmsSettingInput {
  /** The signed-in shopper (over gRPC, the caller of the access token). */
  userId: string;
  /** +2507XXXXXXXX, as smsSettings lists it. */
  number: string;
  updates: boolean;
}

/** The bulk e-mail of the admin newsletter screen (SPEC section 7). */
export interface BulkEmailInput {
  subject: string;
  /** Sanitised by the service before it is sent. */
  htmlContent: string;
  /** The HTML with tags stripped; derived from the HTML when blank. */
  textContent?: string;
  /** The admin who sent it. */
  actorId: string;
  /** The admin's e-mail, from their verified token: the audit trail names them by it. */
  actorEmail: string;
}

export interface BulkEmailResult {
  campaignId: string;
  /** How many active subscribers the campaign was queued for. */
  successCount: number;
  message: string;
}

/** The send log's states, as the HTTP contract lists them. */
export { DELIVERY_STATUSES, type DeliveryStatus } from '@shop/contracts';

/** One e-mail in the send log. */
export interface DeliveryView {
  _id: string;
  to: string;
  /** order-placed, payment-confirmed, payment-failed, order-status-changed, newsletter-campaign. */
  template: string;
  subject: string;
  /** The event (or campaign) that caused the e-mail. */
  eventId: string;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryQuery {
  /** Default 1. */
  page?: number;
  /** Default 20, at most 100. */
  limit?: number;
  status?: DeliveryStatus;
}

export type { DeliveryPage };

export interface TextMessageQuery {
  /** Default 1. */
  page?: number;
  /** Default 20, at most 100. */
  limit?: number;
  status?: SmsStatus;
}

export type { InboundSmsMessage, InboundSmsResult, SmsDeliveryReportMessage, SmsDeliveryReportResult, SmsSettings, TextMessagePage };
