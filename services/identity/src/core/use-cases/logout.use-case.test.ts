import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { LoginWithPassword } from './login-with-password.use-case';
import { Logout } from './logout.use-case';
import { RefreshSession } from './refresh-session.use-case';

describe('Logout', () => {
  let ports: EmbeddedPorts;
  let logout: Logout;
  let signIn: () => Promise<{ accessToken: string; refreshToken: string }>;

  beforeEach(async () => {
    ports = await embeddedPorts();
    await new EnsureDemoAccounts(ports).execute(true);
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    signIn = () => login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    logout = new Logout(ports);
  });
  afterEach(() => ports.documents.close());

  it('ends the session of the token, rotated successors included, and no other', async () => {
    const first = await signIn();
    const other = await signIn();
    const rotated = await new RefreshSession(ports).execute(first.refreshToken);
    await logout.execute(first.refreshToken);
    const refresh = new RefreshSession(ports);
    await expect(refresh.execute(rotated.refreshToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(refresh.execute(other.refreshToken)).resolves.toBeDefined();
  });

  it('ends the access tokens of the session too, and of no other', async () => {
    const first = await signIn();
    const other = await signIn();
    await logout.execute(first.refreshToken);
    expect(await ports.sessionRevocations.isRevoked(decodeJwt(first.accessToken).sid as string)).toBe(true);
    expect(await ports.sessionRevocations.isRevoked(decodeJwt(other.accessToken).sid as string)).toBe(false);
  });

  it('ignores unknown tokens', async () => {
    await signIn();
    await expect(logout.execute('not-a-token-we-issued')).resolves.toBeUndefined();
    expect(await ports.documents.collection('refresh_tokens').count({ revokedAt: null })).toBe(1);
  });

  it('does not look up tokens that are empty, not text or over 512 characters', async () => {
    const lookups = vi.spyOn(ports.refreshTokens, 'findByHash');
    for (const token of ['', 42, null, 'x'.repeat(513)]) {
      await expect(logout.execute(token as string)).resolves.toBeUndefined();
    }
    expect(lookups).not.toHaveBeenCalled();
    await logout.execute('x'.repeat(512));
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});
