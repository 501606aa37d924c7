/**
 * Sessions whose access tokens the gateway and every service refuse from now on: the list they
 * all check (the platform's SessionRevocations). An access token carries its session (`sid`,
 * the refresh-token family), so ending a family here ends its access tokens too.
 */
export interface SessionRevocationList {
  /** Revokes the session until `expiresAtSeconds`, when its last access token has expired. */
  revoke(sid: string, expiresAtSeconds: number): Promise<void>;
}
