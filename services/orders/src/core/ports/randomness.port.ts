/** Randomness comes in through a port, so tests can make order numbers collide on purpose. */
export interface Randomness {
  /** A fresh 24-hex ObjectId for a new record. */
  newId(): string;
  /** `length` characters drawn uniformly from `alphabet` (cryptographically strong). */
  chars(alphabet: string, length: number): string;
}
