/**
 * The newsletter subscribers the orders service knows of (a projection of newsletter.subscribed
 * and newsletter.unsubscribed).
 */
export interface SubscriberDirectory {
  /** By normalised (trimmed, lower-case) e-mail: true only while the latest change known is a subscription. */
  isSubscribed(email: string): Promise<boolean>;
  /**
   * Applies a subscription (`active`) or an unsubscription at `at` unless the projection already
   * holds a change for the e-mail that is newer (events may arrive out of order); at the same
   * instant an unsubscription wins. Returns whether the change was applied.
   */
  apply(change: SubscriptionChange): Promise<boolean>;
}

export interface SubscriptionChange {
  /** Normalised (trimmed, lower-case). */
  email: string;
  active: boolean;
  /** ISO-8601: when the subscription began or ended. */
  at: string;
}
