import type { Clock } from '@shop/domain';

/** Renew this long before the provider's expiry (or a tenth of a short lifetime). */
const RENEW_MARGIN_MS = 60_000;

/**
 * One access token at a time, reused until shortly before it expires; concurrent callers share
 * one token request. The token is kept in memory only.
 */
export class AccessTokenCache {
  private current: { token: string; renewAt: number } | undefined;
  private inFlight: Promise<string> | undefined;

  constructor(
    private readonly fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<string> {
    if (this.current && this.clock.now().getTime() < this.current.renewAt) return this.current.token;
    this.inFlight ??= this.renew().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forget the token (the provider refused it). */
  clear(): void {
    this.current = undefined;
  }

  private async renew(): Promise<string> {
    const issuedAt = this.clock.now().getTime();
    const { token, expiresInSeconds } = await this.fetchToken();
    const lifetimeMs = expiresInSeconds * 1000;
    this.current = { token, renewAt: issuedAt + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 10) };
    return token;
  }
}
