/** One Idempotency-Key of one user: claimed while the order is placed, then pointing at it. */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  /** Digest of the request: the same key with another payload is a conflict. */
  fingerprint: string;
  state: 'processing' | 'done';
  orderId?: string;
  claimedAt: string;
}

/** Keys are unique per user (a unique index): exactly one request claims a key. */
export interface IdempotencyStore {
  /** Inserts the claim; when the key exists, returns the existing record instead. */
  claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord | null }>;
  find(userId: string, key: string): Promise<IdempotencyRecord | null>;
  /** Our claim is done: the key now answers with this order. */
  complete(userId: string, key: string, claimedAt: string, orderId: string): Promise<void>;
  /** Our claim failed: the key is free again (only if it is still our claim). */
  abandon(userId: string, key: string, claimedAt: string): Promise<void>;
  /** Takes a processing claim older than `staleBefore` over (its process died); true when taken. */
  takeOver(userId: string, key: string, staleBefore: string, claimedAt: string): Promise<boolean>;
}
