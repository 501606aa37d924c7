/** A collision-resistant digest, to recognise the same request under an Idempotency-Key. */
export interface Digest {
  sha256(text: string): string;
}
