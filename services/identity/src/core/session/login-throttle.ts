import { AppError, tooManyAttemptsMessage } from '@shop/domain';
import type { AttemptCounters } from '../ports/attempt-counters.port';

export interface LoginThrottleSettings {
  /** Failed sign-ins one client may make on one account per window (then 429), and failures
   * an account may take from all clients per window before its sign-ins are slowed. */
  perAccount: number;
  /** Failed sign-ins one client may make on any accounts per window (then 429). */
  perClient: number;
  /** Default 15 minutes. */
  windowMs?: number;
  /** How the account's delay is waited (a timer; tests note it instead). */
  sleep: (ms: number) => Promise<void>;
}

/** How one sign-in attempt ended, reported by whoever checked the password. */
export interface LoginAttempt {
  /** Wrong password, or no such account. */
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Before the password is checked: `rate_limited` (a 429) for a client over its own limits, else the account's
   * delay (when due), then the attempt to report the outcome of. Anything else (a blocked account,
   * an outage) is left reported as a failure of this client, never of the account.
   */
  begin(account: string, client: string): Promise<LoginAttempt>;
}

const FIFTEEN_MINUTES = 15 * 60_000;
/** A client that signed in to an account is known to it for this long (skips the account's delay). */
const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/**
 * The account's delay after `failures` failed sign-ins from all clients in the window: none up to
 * `allowed`, then 250 ms doubling up to 4 s.
 */
export function accountDelayMs(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - allowed, 16));
}

/**
 * Password sign-in throttling that an attacker cannot turn against the account's owner:
 * - per (account, client) and per client, failures are limited (429): brute force from one
 *   client stops, and the owner's own clients are untouched by it;
 * - per account, across clients, failures never refuse: they slow every further attempt
 *   (`accountDelayMs`), which a guess spread over many addresses cannot avoid.
 * The delay is waited before the password is checked, so a fast answer does not give a correct
 * guess away. A client that signed in to the account before (within 30 days) is not delayed:
 * the owner's usual browser gets in at once while the account is under attack. A client new to
 * the account is, even without failures of its own: an attacker's fresh addresses look the same;
 * it is still never refused, and waits at most MAX_DELAY_MS. A success clears the (account,
 * client) count.
 *
 * Counts are taken before the check (optimistically), so parallel attempts cannot all slip
 * under a limit; a success hands its count back (the per-client credit lives in the same window).
 */
export function createLoginThrottle(cache: AttemptCounters, settings: LoginThrottleSettings): LoginThrottle {
  const windowMs = settings.windowMs ?? FIFTEEN_MINUTES;
  const { sleep } = settings;
  const keys = (account: string, client: string) => ({
    pair: `login:pair:${account}:${client}`,
    client: `login:client:${client}`,
    clientCredits: `login:client-credits:${client}`,
    account: `login:account:${account}`,
    known: `login:known:${account}:${client}`,
  });

  return {
    async begin(rawAccount, client) {
      const key = keys(rawAccount.trim().toLowerCase(), client);
      const clientAttempts = await cache.increment(key.client, windowMs);
      const clientCredits = (await cache.get<number>(key.clientCredits)) ?? 0;
      if (clientAttempts - clientCredits > settings.perClient) throw await tooManyAttempts(cache, key.client, windowMs);
      if ((await cache.increment(key.pair, windowMs)) > settings.perAccount) throw await tooManyAttempts(cache, key.pair, windowMs);

      if (!(await cache.get<boolean>(key.known))) {
        const delay = accountDelayMs((await cache.get<number>(key.account)) ?? 0, settings.perAccount);
        if (delay > 0) await sleep(delay);
      }

      return {
        async failed() {
          await cache.increment(key.account, windowMs);
        },
        async succeeded() {
          await cache.delete(key.pair);
          // Credited in the window of the attempts it offsets: credits never outlive them.
          const left = await cache.ttl(key.client);
          if (left !== undefined && left > 0 && Number.isFinite(left)) await cache.increment(key.clientCredits, left);
          await cache.set(key.known, true, KNOWN_CLIENT_MS);
        },
      };
    },
  };
}

/** The refusal of a counter over its limit: the wait is what is left of the counter's window. */
async function tooManyAttempts(cache: AttemptCounters, counterKey: string, windowMs: number): Promise<AppError> {
  const ttlMs = (await cache.ttl(counterKey)) ?? windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((Number.isFinite(ttlMs) ? ttlMs : windowMs) / 1000));
  return new AppError('rate_limited', tooManyAttemptsMessage(retryAfterSeconds), undefined, { retryAfterSeconds });
}
