import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AuthResult } from '@shop/identity';
import type { Logger } from '@shop/platform';
import type { createSocialAuthenticator, SocialProvider } from '../../auth/social/social-sign-in';
import { defineRoute, type RouteDefinition } from '../route';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub' };
const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/** A redirect has no body: the handlers answer `{ data: null }` only to satisfy the route's type. */
const noBody = z.null();

const run = (handler: RequestHandler, req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) =>
  new Promise<void>((resolve, reject) => {
    res.once('finish', () => resolve());
    Promise.resolve(handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
  });

/**
 * Google and GitHub sign-in: start (redirect to the provider with a checked `state`) and
 * return (find or create the user, then hand the tokens to the SPA's /auth/callback).
 * Any failure lands on /auth/callback?error=…; a provider that is not configured sends
 * the browser back to /login with a message, never a 500.
 */
export function socialRoutes(deps: { social: ReturnType<typeof createSocialAuthenticator>; logger: Logger }): RouteDefinition[] {
  const { social, logger } = deps;
  return (['google', 'github'] as const).flatMap((provider) => [
    defineRoute({
      method: 'get',
      path: `/auth/${provider}`,
      summary: `Start signing in with ${PROVIDER_NAMES[provider]} (browser redirect)`,
      tags: ['auth'],
      access: 'public',
      response: noBody,
      redirects: `To ${PROVIDER_NAMES[provider]}'s sign-in page; to /login?message=… when this shop has no ${PROVIDER_NAMES[provider]} sign-in`,
      handler: async ({ req, res }) => {
        if (!social.isConfigured(provider)) {
          const message = `${PROVIDER_NAMES[provider]} sign-in is not configured on this shop yet.`;
          res.redirect(302, `/login?message=${encodeURIComponent(message)}`);
          return { data: null };
        }
        await run(social.authenticator.authenticate(provider, { session: false, scope: social.scope[provider] }), req, res);
        return { data: null };
      },
    }),
    defineRoute({
      method: 'get',
      path: `/auth/${provider}/callback`,
      summary: `Return from ${PROVIDER_NAMES[provider]}: redirects to /auth/callback with tokens or an error`,
      tags: ['auth'],
      access: 'public',
      request: {
        query: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(512).optional(),
          error_description: z.string().max(2048).optional(),
          scope: z.string().max(2048).optional(),
          authuser: z.string().max(20).optional(),
          prompt: z.string().max(100).optional(),
          hd: z.string().max(255).optional(),
        }),
      },
      response: noBody,
      redirects: 'To the web app\'s /auth/callback, with token and refresh on success or error=… on failure',
      handler: async ({ req, res }) => {
        const fail = (reason: string) => res.redirect(302, `/auth/callback?error=${encodeURIComponent(reason)}`);
        if (!social.isConfigured(provider)) {
          fail(`${PROVIDER_NAMES[provider]} sign-in is not configured`);
          return { data: null };
        }
        const outcome = await new Promise<{ result?: AuthResult; error?: unknown; info?: unknown }>((resolve) => {
          const handler = social.authenticator.authenticate(
            provider,
            { session: false },
            (error: unknown, result: AuthResult | false, info: unknown) => resolve({ error, result: result || undefined, info }),
          );
          Promise.resolve(handler(req, res, (error?: unknown) => resolve({ error }))).catch((error) => resolve({ error }));
        });
        if (outcome.result) {
          const { accessToken, refreshToken } = outcome.result;
          res.redirect(302, `/auth/callback?token=${encodeURIComponent(accessToken)}&refresh=${encodeURIComponent(refreshToken)}`);
          return { data: null };
        }
        logger.warn({ provider, err: outcome.error, info: outcome.info }, 'social sign-in failed');
        const blocked = (outcome.error as { kind?: string; httpStatus?: number } | undefined);
        fail(blocked?.kind === 'forbidden' || blocked?.httpStatus === 403 ? 'Your account has been blocked' : SIGN_IN_FAILED);
        return { data: null };
      },
    }),
  ]);
}
