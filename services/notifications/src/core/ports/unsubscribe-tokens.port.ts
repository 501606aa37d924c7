/** Unguessable unsubscribe tokens and the digest they are stored and looked up by. */
export interface UnsubscribeTokens {
  generate(): string;
  digest(token: string): string;
  /**
   * A signature of a subscriber's activation with the service's secret: a later e-mail (a bulk
   * campaign) can carry a working unsubscribe link though only the welcome token's digest is
   * stored. It stops working when the subscriber subscribes again (a new activation).
   */
  signActivation(activationId: string): string;
  /** Whether `signature` is this activation's (compared in constant time). */
  verifyActivation(activationId: string, signature: string): boolean;
}
