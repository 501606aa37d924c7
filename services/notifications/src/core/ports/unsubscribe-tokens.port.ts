/** Unguessable unsubscribe tokens and the digest they are stored and looked up by. */
export interface UnsubscribeTokens {
  generate(): string;
  digest(token: string): string;
}
