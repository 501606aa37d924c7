import { z } from 'zod';
import { AppError } from '@shop/domain';
import { ACCESS_TOKEN_TTL_SECONDS, DEMO_ACCOUNTS, type IdentityApi } from '@shop/identity';
import type { Cache } from '@shop/platform';
import type { AccessTokenVerifier, SessionRevocations } from '@shop/platform/auth';
import { bearerToken } from '../../auth/auth-guards';
import { currentUser } from '../../auth/current-user';
import { createRateLimiter } from '../../auth/rate-limiter';
import { defineRoute, type RouteDefinition } from '../route';
import { authProvidersSchema, loginBodySchema, registerBodySchema, sessionSchema, userAnswerSchema } from '@shop/contracts';

export interface AuthRoutesDeps {
  identity: IdentityApi;
  cache: Cache;
  demoAccounts: boolean;
  providers: { google: boolean; github: boolean };
  /** Sign-ups and refreshes per client: from the sign-in limit per client (identity throttles sign-ins). */
  loginLimits: { perClient: number };
  /** Sign-out revokes the session of the access token it is sent with. */
  sessions: { verify: AccessTokenVerifier; revocations: SessionRevocations; now?: () => number };
}

/** The demo accounts, offered as one-click choices on the sign-in page. */
const DEMO_ACCOUNT_CHOICES = DEMO_ACCOUNTS.map(({ email, password, role, firstName, lastName }) => ({
  email,
  password,
  role,
  label: `${firstName} ${lastName}`,
}));

const FIFTEEN_MINUTES = 15 * 60_000;

/** Sign-in with a password, sessions and the caller's own account. */
export function authRoutes(deps: AuthRoutesDeps): RouteDefinition[] {
  const { perClient } = deps.loginLimits;
  const refreshPerClient = createRateLimiter(deps.cache, { name: 'refresh-client', limit: perClient * 2, windowMs: FIFTEEN_MINUTES });
  const registerPerClient = createRateLimiter(deps.cache, { name: 'register-client', limit: perClient, windowMs: 60 * 60_000 });

  const requirePasswordSignIn = () => {
    if (!deps.demoAccounts) {
      throw new AppError('forbidden', 'Password sign-in is not enabled on this shop. Please continue with Google or GitHub.');
    }
  };

  return [
    defineRoute({
      method: 'get',
      path: '/auth/providers',
      summary: 'Which ways of signing in this shop offers',
      tags: ['auth'],
      access: 'public',
      response: authProvidersSchema,
      handler: () => ({
        data: {
          ...deps.providers,
          demo: deps.demoAccounts,
          demoAccounts: deps.demoAccounts ? DEMO_ACCOUNT_CHOICES : [],
        },
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in with email and password (demo and local accounts)',
      tags: ['auth'],
      access: 'public',
      rateLimited: true,
      checksCredentials: true,
      request: { body: loginBodySchema },
      response: sessionSchema,
      handler: async ({ body, req }) => {
        requirePasswordSignIn();
        // Identity throttles sign-ins per account and per client: the client is the shopper's address.
        const session = await deps.identity.login({ ...body, client: req.ip ?? 'unknown' });
        return { data: session, message: 'Signed in' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/register',
      summary: 'Create a local shopper account',
      tags: ['auth'],
      access: 'public',
      rateLimited: true,
      conflicts: true,
      request: { body: registerBodySchema },
      response: sessionSchema,
      successStatus: 201,
      handler: async ({ body, req }) => {
        requirePasswordSignIn();
        await registerPerClient.consume([req.ip ?? 'unknown']);
        return { data: await deps.identity.register(body), message: 'Account created' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/refresh',
      summary: 'Exchange a refresh token for a new session (the old refresh token stops working)',
      tags: ['auth'],
      access: 'public',
      rateLimited: true,
      checksCredentials: true,
      request: { body: z.object({ refreshToken: z.string({ error: 'Refresh token is required' }).min(1).max(512) }) },
      response: sessionSchema,
      handler: async ({ body, req }) => {
        await refreshPerClient.consume([req.ip ?? 'unknown']);
        return { data: await deps.identity.refresh(body.refreshToken) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out: revokes the refresh token and its whole session family, and the session of the bearer token',
      tags: ['auth'],
      access: 'public',
      request: { body: z.object({ refreshToken: z.string().max(512).optional() }) },
      response: z.null(),
      handler: async ({ body, req }) => {
        // Public, so that signing out never fails: a missing, invalid or expired bearer token
        // has nothing left to revoke. A verified one ends every access token of its session,
        // however recently refreshed: the entry outlasts any token issued until now.
        const token = bearerToken(req.get('authorization'));
        const claims = token ? await deps.sessions.verify(token) : null;
        if (claims?.sid) {
          const nowSeconds = Math.floor((deps.sessions.now ?? Date.now)() / 1000);
          await deps.sessions.revocations.revoke(claims.sid, Math.max(claims.exp, nowSeconds + ACCESS_TOKEN_TTL_SECONDS));
        }
        if (body.refreshToken) await deps.identity.logout(body.refreshToken);
        return { data: null, message: 'Signed out' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      tags: ['auth'],
      access: 'user',
      response: userAnswerSchema,
      handler: async ({ res }) => ({ data: { user: await deps.identity.getUser(currentUser(res).id) } }),
    }),
  ];
}

