/** The newsletter subscribers the orders service knows of (a projection of newsletter.subscribed). */
export interface SubscriberDirectory {
  /** By normalised (trimmed, lower-case) e-mail. */
  isSubscribed(email: string): Promise<boolean>;
  /** Idempotent: recording the same e-mail again keeps the first subscription date. */
  record(email: string, subscribedAt: string): Promise<void>;
}
