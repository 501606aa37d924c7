/** Unguessable opaque tokens (refresh tokens, family ids) and the digest they are stored by. */
export interface OpaqueTokens {
  generate(): string;
  digest(token: string): string;
}
