import { DAY_MS } from '@shop/domain';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../api/identity-api';
import { REFRESH_TOKEN_TTL_DAYS } from '../identity-messages';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { LoginWithPassword } from './login-with-password.use-case';
import { RefreshSession } from './refresh-session.use-case';

describe('RefreshSession', () => {
  let ports: EmbeddedPorts;
  let refresh: RefreshSession;
  let signIn: () => Promise<{ accessToken: string; refreshToken: string; user: { id: string } }>;

  beforeEach(async () => {
    ports = await embeddedPorts();
    await new EnsureDemoAccounts(ports).execute(true);
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    signIn = () => login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    refresh = new RefreshSession(ports);
  });
  afterEach(() => ports.documents.close());

  it('stores refresh tokens only as hashes', async () => {
    const { refreshToken } = await signIn();
    const stored = await ports.documents.collection('refresh_tokens').find({});
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(refreshToken);
    expect(stored[0]).toMatchObject({ hash: ports.opaqueTokens.digest(refreshToken), usedAt: null, revokedAt: null });
  });

  it('names the session in every access token: the family id, kept through refreshes, new at each sign-in', async () => {
    const first = await signIn();
    const rotated = await refresh.execute(first.refreshToken);
    const other = await signIn();
    const sid = decodeJwt(first.accessToken).sid;
    const [stored] = await ports.documents.collection<{ _id: string; familyId: string }>('refresh_tokens').find({});
    expect(sid).toBe(stored!.familyId);
    expect(decodeJwt(rotated.accessToken).sid).toBe(sid);
    expect(decodeJwt(other.accessToken).sid).toEqual(expect.any(String));
    expect(decodeJwt(other.accessToken).sid).not.toBe(sid);
  });

  it('lets one of two simultaneous refreshes through; the other is a replay, refused, and ends the session', async () => {
    const { refreshToken } = await signIn();
    const results = await Promise.allSettled([refresh.execute(refreshToken), refresh.execute(refreshToken)]);
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toEqual([
      expect.objectContaining({ kind: 'unauthenticated', message: 'Your session has expired. Please sign in again.' }),
    ]);
    // A used token presented again revokes its whole family, the token the winner just got included.
    expect(await ports.documents.collection('refresh_tokens').count({ revokedAt: null })).toBe(0);
    await expect(refresh.execute(won[0]!.refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('refuses an expired token without touching the family', async () => {
    const { refreshToken } = await signIn();
    ports.clock.advance(REFRESH_TOKEN_TTL_DAYS * DAY_MS + 1);
    await expect(refresh.execute(refreshToken)).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    });
    const [stored] = await ports.documents.collection('refresh_tokens').find({});
    expect(stored).toMatchObject({ usedAt: null, revokedAt: null });
  });

  it('revokes the family when the token owner is blocked or gone', async () => {
    const first = await signIn();
    await ports.users.update(first.user.id, { isBlocked: true });
    await expect(refresh.execute(first.refreshToken)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await ports.documents.collection('refresh_tokens').count({ revokedAt: null })).toBe(0);
  });

  it('refuses tokens that are empty, not text or over 512 characters without looking them up', async () => {
    const claims = vi.spyOn(ports.refreshTokens, 'claim');
    for (const token of ['', 42, null, 'x'.repeat(513), 'x'.repeat(10_000)]) {
      await expect(refresh.execute(token as string)).rejects.toMatchObject({
        kind: 'unauthenticated',
        message: 'Your session has expired. Please sign in again.',
      });
    }
    expect(claims).not.toHaveBeenCalled();
    await expect(refresh.execute('x'.repeat(512))).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(claims).toHaveBeenCalledTimes(1);
  });

  it('treats a used token presented again as stolen: the session it was rotated into ends too', async () => {
    const { refreshToken } = await signIn();
    const next = await refresh.execute(refreshToken);
    await expect(refresh.execute(refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(refresh.execute(next.refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('ends the access tokens of a replayed session for every service, until the last one issued expires', async () => {
    const first = await signIn();
    const other = await signIn();
    const next = await refresh.execute(first.refreshToken);
    const sid = decodeJwt(first.accessToken).sid as string;
    expect(await ports.sessionRevocations.isRevoked(sid)).toBe(false);

    await expect(refresh.execute(first.refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(decodeJwt(next.accessToken).sid).toBe(sid);
    expect(await ports.sessionRevocations.isRevoked(sid)).toBe(true);
    expect(await ports.sessionRevocations.isRevoked(decodeJwt(other.accessToken).sid as string)).toBe(false);
    // The token rotated into just now lives 15 minutes: the revocation outlives it, then goes.
    ports.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await ports.sessionRevocations.isRevoked(sid)).toBe(true);
    ports.clock.advance(60_000);
    expect(await ports.sessionRevocations.isRevoked(sid)).toBe(false);
  });

  it('does not end the session for a token that merely expired', async () => {
    const first = await signIn();
    ports.clock.advance(REFRESH_TOKEN_TTL_DAYS * DAY_MS + 1);
    await expect(refresh.execute(first.refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(await ports.sessionRevocations.isRevoked(decodeJwt(first.accessToken).sid as string)).toBe(false);
  });

  it('refuses a replayed token of a user who no longer exists as an expired session', async () => {
    const { refreshToken } = await signIn();
    await refresh.execute(refreshToken);
    vi.spyOn(ports.users, 'findById').mockResolvedValue(null);
    await expect(refresh.execute(refreshToken)).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    });
  });
});
