import { SignJWT, errors, jwtVerify } from 'jose';

/** Who a service token is for: the shop's services, never a browser-facing API. */
export const SERVICE_TOKEN_AUDIENCE = 'shop-services';
export const SERVICE_TOKEN_ALGORITHM = 'HS256';
export const SERVICE_TOKEN_LIFETIME_SECONDS = 60;
/** Clocks of different machines disagree a little. */
const CLOCK_SKEW_SECONDS = 5;

export interface ServiceTokens {
  /** A token proving this process is calling; cached, and re-issued before it expires. */
  current(): Promise<string>;
  /** The calling process's name, or null when the token is not a valid, unexpired service token. */
  verify(token: string): Promise<string | null>;
}

export interface ServiceTokenSettings {
  /** This process's name, the `sub` of the tokens it issues (`gateway`, `orders`...). */
  name: string;
  /** SERVICE_TOKEN_SECRET, or the secret kept under DATA_DIR (see loadServiceTokenSecret). */
  secret: string;
  /** Default 60 s. */
  lifetimeSeconds?: number;
  /** A cached token is replaced once less than this is left. Default a quarter of the lifetime. */
  renewBeforeSeconds?: number;
  now?: () => number;
}

/**
 * Short-lived HS256 tokens every process of the shop can issue and verify with the shared
 * secret: a call between services carries one, so a service knows which service is calling.
 */
export function createServiceTokens(settings: ServiceTokenSettings): ServiceTokens {
  const key = new TextEncoder().encode(settings.secret);
  const lifetime = settings.lifetimeSeconds ?? SERVICE_TOKEN_LIFETIME_SECONDS;
  const renewBefore = settings.renewBeforeSeconds ?? lifetime / 4;
  const now = settings.now ?? Date.now;
  let cached: { token: Promise<string>; expiresAt: number } | undefined;

  const issue = (issuedAt: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: SERVICE_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(settings.name)
      .setAudience(SERVICE_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .sign(key);

  return {
    current() {
      const seconds = Math.floor(now() / 1000);
      if (!cached || cached.expiresAt - seconds <= renewBefore) {
        const token = issue(seconds);
        cached = { token, expiresAt: seconds + lifetime };
        token.catch(() => (cached = undefined)); // the next call tries again
      }
      return cached.token;
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [SERVICE_TOKEN_ALGORITHM],
          audience: SERVICE_TOKEN_AUDIENCE,
          currentDate: new Date(now()),
          clockTolerance: CLOCK_SKEW_SECONDS,
          maxTokenAge: lifetime + CLOCK_SKEW_SECONDS,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        // A token meant to live longer was not made by a process of the shop, whoever signed it.
        if (payload.exp! - payload.iat! > lifetime + CLOCK_SKEW_SECONDS) return null;
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
