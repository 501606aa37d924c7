import type { RequestHandler } from 'express';
import { AppError } from '@shop/domain';
import type { IdentityApi } from '@shop/identity';
import { recordCallerToken } from '@shop/platform';
import type { AccessTokenVerifier, SessionRevocations } from '@shop/platform/auth';
import type { AccessGuards } from '../routes/mount-routes';
import { setCurrentUser } from './current-user';

export const AUTH_MESSAGES = {
  missing: 'Authentication required',
  invalid: 'Invalid or expired token',
  blocked: 'Your account has been blocked. Please contact support.',
  notAdmin: 'You need admin privileges to access this page',
} as const;

/** The token of an `Authorization: Bearer` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * "Signed in" and "admin", checked on the server for every restricted route: the token
 * is verified locally, then the account is looked up so a block, or a lost admin role,
 * takes effect at once rather than when the token expires, then its session must not have
 * ended (signed out, replayed, blocked). A blocked user hears why before the ended session.
 * The token, once accepted, joins the request context: the services this request calls over
 * gRPC receive it, and check the same.
 */
export function createAuthGuards(deps: {
  /** The token's signature and expiry. */
  verify: AccessTokenVerifier;
  revocations: Pick<SessionRevocations, 'isRevoked'>;
  identity: Pick<IdentityApi, 'getUser'>;
}): Required<AccessGuards> {
  const authenticate = (requireAdmin: boolean): RequestHandler =>
    async (req, res, next) => {
      try {
        const token = bearerToken(req.get('authorization'));
        if (!token) throw new AppError('unauthenticated', AUTH_MESSAGES.missing);
        const claims = await deps.verify(token);
        if (!claims) throw new AppError('unauthenticated', AUTH_MESSAGES.invalid);
        const account = await deps.identity.getUser(claims.sub).catch((error: unknown) => {
          if (isNotFound(error)) throw new AppError('unauthenticated', AUTH_MESSAGES.invalid);
          throw error;
        });
        if (account.isBlocked) throw new AppError('forbidden', AUTH_MESSAGES.blocked);
        if (claims.sid !== undefined && (await deps.revocations.isRevoked(claims.sid))) throw new AppError('unauthenticated', AUTH_MESSAGES.invalid);
        if (requireAdmin && account.role !== 'ADMIN') throw new AppError('forbidden', AUTH_MESSAGES.notAdmin);
        setCurrentUser(res, { id: account.id, role: account.role, email: account.email });
        recordCallerToken(token);
        next();
      } catch (error) {
        next(error);
      }
    };
  return { user: authenticate(false), admin: authenticate(true) };
}

function isNotFound(error: unknown): boolean {
  const e = error as { kind?: string; httpStatus?: number } | null;
  return e?.kind === 'not_found' || e?.httpStatus === 404;
}
