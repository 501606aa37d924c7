/**
 * The notifications service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcNotificationsApi`); errors are `AppError`s
 * from @shop/domain either way (kinds: invalid, not_found), with field errors.
 */

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
export interface SubscriberPage {
  /** Newest subscription first, active and ended alike. */
  subscribers: SubscriberView[];
  totalSubscribers: number;
  activeSubscribers: number;
  currentPage: number;
  totalPages: number;
  /** Subscribed (or subscribed again) in the last 7 days. */
  thisWeek: number;
}

export interface NotificationsApi {
  /**
   * Subscribes an e-mail to the newsletter: a new subscriber, or one who had unsubscribed,
   * becomes active with a new unsubscribe token, gets the welcome e-mail and is announced by
   * one `newsletter.subscribed` event. Already active: a friendly message, nothing else.
   * An e-mail that is blank or lacks an @: invalid, 'Please enter a valid email address'.
   */
  subscribe(email: string): Promise<SubscribeResult>;
  /**
   * By the token of the welcome e-mail's link; ending an active subscription is announced by one
   * `newsletter.unsubscribed` event (using the link again: none). Blank: invalid; unknown or replaced: not_found.
   */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Whether the e-mail is an active subscriber. An invalid e-mail: invalid. */
  checkSubscription(email: string): Promise<SubscriptionStatus>;
  /** For the admin screens. */
  listSubscribers(query?: SubscriberQuery): Promise<SubscriberPage>;
}
