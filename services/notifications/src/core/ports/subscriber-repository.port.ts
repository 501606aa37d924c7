import type { Language } from '@shop/domain';

/** A subscriber as stored: the unsubscribe token only as its digest. */
export interface SubscriberRecord {
  id: string;
  /** Trimmed and lower-case; unique. */
  email: string;
  isActive: boolean;
  /** The language of the subscriber's e-mails, chosen at the current activation; absent: English. */
  language?: Language;
  /** When the current (or last) activation began. */
  subscribedAt: string;
  unsubscribedAt?: string;
  /** Digest of the current activation's unsubscribe token; unique. */
  tokenHash: string;
  /** Id of the current activation; the id of its newsletter.subscribed event. */
  activationId: string;
  /** Whether the current activation's event is recorded in the outbox. */
  announced: boolean;
  /** Id of the deactivation that ended the current activation; the id of its newsletter.unsubscribed event. */
  deactivationId?: string;
  /** Whether that deactivation's event is recorded in the outbox. */
  deactivationAnnounced?: boolean;
  createdAt: string;
}

export interface Activation {
  subscriber: SubscriberRecord;
  /** False when the e-mail was already active: nothing was changed. */
  activated: boolean;
}

export interface Deactivation {
  subscriber: SubscriberRecord;
  /** False when the subscription had already ended. */
  deactivated: boolean;
}

export interface SubscriberRepository {
  /**
   * Atomic per e-mail: a new or inactive subscriber becomes active from `at` with this token
   * digest and language (none: English), a new activation id and `announced` false; an active one
   * is returned unchanged.
   */
  activate(input: { email: string; tokenHash: string; at: string; language?: Language }): Promise<Activation>;
  /** Marks the activation announced, if it is still the subscriber's current one. */
  markAnnounced(id: string, activationId: string): Promise<void>;
  /** Subscribers whose current activation is not announced yet (a crash between the two writes). */
  unannounced(limit: number): Promise<SubscriberRecord[]>;
  /**
   * Ends the active subscription the token belongs to, with a new deactivation id and
   * `deactivationAnnounced` false; null when no subscriber has this token.
   */
  deactivate(tokenHash: string, at: string): Promise<Deactivation | null>;
  /** Marks the deactivation announced, if it is still the subscriber's latest one. */
  markDeactivationAnnounced(id: string, deactivationId: string): Promise<void>;
  /** Inactive subscribers whose deactivation is not announced yet (a crash between the two writes). */
  unannouncedDeactivations(limit: number): Promise<SubscriberRecord[]>;
  findByEmail(email: string): Promise<SubscriberRecord | null>;
  findById(id: string): Promise<SubscriberRecord | null>;
  /**
   * The next `limit` subscribers after the one with id `afterId` (from the start without it), in
   * id order, optionally active ones only: a walk through the whole list that holds one page at a time.
   */
  walk(page: { afterId?: string; limit: number; activeOnly?: boolean }): Promise<SubscriberRecord[]>;
  /** Newest subscription first. */
  list(page: { skip: number; limit: number }): Promise<{ subscribers: SubscriberRecord[]; total: number }>;
  countActive(): Promise<number>;
  countSubscribedSince(at: string): Promise<number>;
  /**
   * Subscribers whose current (or last) subscription started on each of these Africa/Kigali days
   * (YYYY-MM-DD), in their order: a subscriber counts on the day of its `subscribedAt`, an
   * unsubscribed one too, a re-subscribed one only on its new day.
   */
  countSubscribedOn(days: string[]): Promise<number[]>;
}
