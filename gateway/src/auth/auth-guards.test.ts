import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { currentCallerToken, runWithRequestContext } from '@shop/platform';
import { createAuthGuards } from './auth-guards';

const SHOPPER = { id: '65a1b2c3d4e5f60718293a4b', role: 'USER' as const, email: 'shopper@devshop.rw', isBlocked: false };

/** Runs a guard on a request with the given Authorization header; reports what the next handler saw. */
async function guard(kind: 'user' | 'admin', authorization: string | undefined, account = SHOPPER) {
  const guards = createAuthGuards({
    verify: async (token) =>
      token === 'good-token' || token === 'signed-out-token'
        ? { sub: account.id, role: account.role, email: account.email, exp: 9e9, sid: token }
        : null,
    revocations: { isRevoked: async (sid) => sid === 'signed-out-token' },
    identity: { getUser: async () => account as never },
  });
  const req = { get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined) } as Request;
  const res = { locals: {} } as Response;
  return runWithRequestContext({ requestId: 'req-guard' }, () =>
    new Promise<{ error?: unknown; callerToken?: string }>((resolve) => {
      const next: NextFunction = (error?: unknown) => resolve({ error, callerToken: currentCallerToken() });
      void guards[kind](req, res, next);
    }),
  );
}

describe('auth guards and the request context', () => {
  it('record the verified token, so the services this request calls receive it', async () => {
    expect(await guard('user', 'Bearer good-token')).toEqual({ error: undefined, callerToken: 'good-token' });
  });

  it('record nothing for a refused request', async () => {
    expect((await guard('user', 'Bearer forged-token')).callerToken).toBeUndefined();
    expect((await guard('admin', 'Bearer good-token')).callerToken).toBeUndefined();
    expect((await guard('user', 'Bearer good-token', { ...SHOPPER, isBlocked: true })).callerToken).toBeUndefined();
    expect((await guard('user', 'Bearer signed-out-token')).callerToken).toBeUndefined();
  });

  it('tell a blocked user why, even when blocking ended their session; an ended session is an invalid token', async () => {
    const blocked = { ...SHOPPER, isBlocked: true };
    expect((await guard('user', 'Bearer signed-out-token', blocked)).error).toMatchObject({ kind: 'forbidden', message: 'Your account has been blocked. Please contact support.' });
    expect((await guard('user', 'Bearer signed-out-token')).error).toMatchObject({ kind: 'unauthenticated', message: 'Invalid or expired token' });
  });
});
