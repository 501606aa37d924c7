/** Fresh identifiers; the core never makes its own randomness. */
export interface Ids {
  /** A 24-hex ObjectId string (payment and event ids). */
  objectId(): string;
  /** A random UUID v4 (MoMo X-Reference-Id, card idempotency reference). */
  uuid(): string;
}
