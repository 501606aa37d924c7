import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../testing/test-shop';
import { SHOP_VARIANTS, startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';

describe.each(SHOP_VARIANTS)('accounts API ($topology)', ({ identityOverGrpc }) => {
  let shop: ShopUnderTest;
  beforeAll(async () => {
    shop = await startShopUnderTest({ identityOverGrpc });
  });
  afterAll(() => shop?.close());

  const register = (email: string) =>
    shop.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email, password: 'correct-horse-1', firstName: 'Test', lastName: 'Person' },
    });

  it('signs a demo account in with the envelope of ARCHITECTURE.md', async () => {
    const res = await shop.api('/api/v1/auth/login', { method: 'POST', json: DEMO.shopper });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({ email: DEMO.shopper.email, role: 'USER', provider: 'demo' });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    expect(res.body.data.accessToken.split('.')).toHaveLength(3);
    expect(typeof res.body.data.refreshToken).toBe('string');
  });

  it('answers wrong credentials with 401 and the same message for an unknown email', async () => {
    const wrong = await shop.api('/api/v1/auth/login', { method: 'POST', json: { ...DEMO.admin, password: 'nope' } });
    const unknown = await shop.api('/api/v1/auth/login', { method: 'POST', json: { email: 'ghost@devshop.rw', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.success).toBe(false);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('rejects invalid login input with field errors', async () => {
    const res = await shop.api('/api/v1/auth/login', { method: 'POST', json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('registers a shopper once; the same email again is a conflict', async () => {
    const first = await register('new.person@example.rw');
    expect(first.status).toBe(201);
    expect(first.body.data.user).toMatchObject({ role: 'USER', provider: 'local', address: { city: 'Kigali', country: 'Rwanda' } });
    const again = await register('NEW.person@example.rw');
    expect(again.status).toBe(409);
  });

  it('tells the signed-in user who they are, and no one else', async () => {
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const me = await shop.api('/api/v1/auth/me', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(DEMO.shopper.email);
    expect((await shop.api('/api/v1/auth/me')).status).toBe(401);
    expect((await shop.api('/api/v1/auth/me', { token: 'garbage' })).status).toBe(401);
  });

  it('rotates refresh tokens, and revokes the whole family when a used one comes back', async () => {
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const rotated = await shop.api('/api/v1/auth/refresh', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(session.refreshToken);

    const reused = await shop.api('/api/v1/auth/refresh', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(reused.status).toBe(401);
    const newestAfterReuse = await shop.api('/api/v1/auth/refresh', {
      method: 'POST',
      json: { refreshToken: rotated.body.data.refreshToken },
    });
    expect(newestAfterReuse.status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    expect((await shop.api('/api/v1/auth/logout', { method: 'POST', json: { refreshToken: session.refreshToken } })).status).toBe(200);
    const refresh = await shop.api('/api/v1/auth/refresh', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('ends the access token at logout too: the same token is refused at once, other sessions go on', async () => {
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const other = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const refreshed = (await shop.api('/api/v1/auth/refresh', { method: 'POST', json: { refreshToken: session.refreshToken } })).body.data;
    expect((await shop.api('/api/v1/auth/me', { token: session.accessToken })).status).toBe(200);

    const logout = await shop.api('/api/v1/auth/logout', {
      method: 'POST',
      token: refreshed.accessToken,
      json: { refreshToken: refreshed.refreshToken },
    });
    expect(logout.status).toBe(200);
    // Every access token of the session, the one before the refresh included.
    expect((await shop.api('/api/v1/auth/me', { token: refreshed.accessToken })).status).toBe(401);
    expect((await shop.api('/api/v1/auth/me', { token: session.accessToken })).status).toBe(401);
    expect((await shop.api('/api/v1/users/me', { method: 'PATCH', token: session.accessToken, json: { firstName: 'X' } })).status).toBe(401);
    // The same user's other session, and a token nobody signed out, still work.
    expect((await shop.api('/api/v1/auth/me', { token: other.accessToken })).status).toBe(200);
  });

  it('signs out with the access token alone, and never fails for a bad one', async () => {
    const session = await shop.login(DEMO.admin.email, DEMO.admin.password);
    expect((await shop.api('/api/v1/auth/logout', { method: 'POST', token: session.accessToken, json: {} })).status).toBe(200);
    expect((await shop.api('/api/v1/auth/me', { token: session.accessToken })).status).toBe(401);
    expect((await shop.api('/api/v1/auth/logout', { method: 'POST', token: 'garbage', json: {} })).status).toBe(200);
    expect((await shop.api('/api/v1/auth/logout', { method: 'POST', token: session.accessToken, json: {} })).status).toBe(200);
  });

  it('saves profile changes, keeps email read-only and checks the phone', async () => {
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const saved = await shop.api('/api/v1/users/me', {
      method: 'PATCH',
      token: session.accessToken,
      json: { firstName: 'Grace', phone: '0788123456', address: { street: 'KN 5 Rd', state: 'Gasabo' } },
    });
    expect(saved.status).toBe(200);
    const me = await shop.api('/api/v1/auth/me', { token: session.accessToken });
    expect(me.body.data.user).toMatchObject({ firstName: 'Grace', address: { street: 'KN 5 Rd', state: 'Gasabo', city: 'Kigali' } });
    expect(me.body.data.user.phone).toMatch(/788123456$/);

    const email = await shop.api('/api/v1/users/me', { method: 'PATCH', token: session.accessToken, json: { email: 'x@y.rw' } });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual([{ path: 'email', message: 'Email cannot be changed' }]);

    const phone = await shop.api('/api/v1/users/me', { method: 'PATCH', token: session.accessToken, json: { phone: '12345' } });
    expect(phone.status).toBe(400);
    expect(phone.body.errors[0].path).toBe('phone');
  });

  it('lists users for admins with search, role and status filters', async () => {
    const admin = await shop.login(DEMO.admin.email, DEMO.admin.password);
    const all = await shop.api('/api/v1/admin/users?page=1&limit=10', { token: admin.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(all.body.data.pagination.total).toBeGreaterThanOrEqual(2);

    const search = await shop.api('/api/v1/admin/users?search=shopper', { token: admin.accessToken });
    expect(search.body.data.users.map((u: { email: string }) => u.email)).toEqual([DEMO.shopper.email]);
    const admins = await shop.api('/api/v1/admin/users?role=admin', { token: admin.accessToken });
    expect(admins.body.data.users.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
    const badRole = await shop.api('/api/v1/admin/users?role=owner', { token: admin.accessToken });
    expect(badRole.status).toBe(400);
  });

  it('locks a blocked user out at once, and refuses to block an admin', async () => {
    const victim = (await register('to.block@example.rw')).body.data;
    const admin = await shop.login(DEMO.admin.email, DEMO.admin.password);
    const blocked = await shop.api(`/api/v1/admin/users/${victim.user.id}/block`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.user.isBlocked).toBe(true);

    expect((await shop.api('/api/v1/auth/me', { token: victim.accessToken })).status).toBe(403);
    const refresh = await shop.api('/api/v1/auth/refresh', { method: 'POST', json: { refreshToken: victim.refreshToken } });
    expect([401, 403]).toContain(refresh.status);
    const login = await shop.api('/api/v1/auth/login', { method: 'POST', json: { email: 'to.block@example.rw', password: 'correct-horse-1' } });
    expect(login.status).toBe(403);

    const statusFilter = await shop.api('/api/v1/admin/users?status=blocked', { token: admin.accessToken });
    expect(statusFilter.body.data.users.map((u: { email: string }) => u.email)).toContain('to.block@example.rw');

    const adminBlock = await shop.api(`/api/v1/admin/users/${admin.user.id}/block`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { blocked: true },
    });
    expect(adminBlock.status).toBe(400);
    expect(adminBlock.body.message).toBe('Admin accounts cannot be blocked');

    // Unblocked, they sign in again: blocking ended their sessions for good.
    await shop.api(`/api/v1/admin/users/${victim.user.id}/block`, { method: 'PATCH', token: admin.accessToken, json: { blocked: false } });
    expect((await shop.api('/api/v1/auth/me', { token: victim.accessToken })).status).toBe(401);
    const again = await shop.api('/api/v1/auth/login', { method: 'POST', json: { email: 'to.block@example.rw', password: 'correct-horse-1' } });
    expect((await shop.api('/api/v1/auth/me', { token: again.body.data.accessToken })).status).toBe(200);
  });

  it('rate limits failed password sign-ins per account and client with 429 and Retry-After', async () => {
    const attempt = () => shop.api('/api/v1/auth/login', { method: 'POST', json: { email: 'limited@example.rw', password: 'wrong' } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many attempts/);
  });
});
