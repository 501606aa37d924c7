import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../testing/test-shop';
import { SHOP_VARIANTS, startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';

describe.each(SHOP_VARIANTS)('GET /api/v1/admin/audit ($topology)', ({ identityOverGrpc }) => {
  let shop: ShopUnderTest;
  let admin: string;
  let shopper: string;
  let shopperId: string;
  beforeAll(async () => {
    shop = await startShopUnderTest({ identityOverGrpc });
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
    const session = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    shopper = session.accessToken;
    shopperId = session.user.id;
  });
  afterAll(() => shop.close());

  it('answers admins only and refuses unknown filters with a clear message', async () => {
    expect((await shop.api('/api/v1/admin/audit')).status).toBe(401);
    expect((await shop.api('/api/v1/admin/audit', { token: shopper })).status).toBe(403);
    expect((await shop.api('/api/v1/admin/audit.csv', { token: shopper })).status).toBe(403);
    const bad = await shop.api('/api/v1/admin/audit?action=product.stolen&from=2025-13-01', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'action', message: 'Unknown action' },
        { path: 'from', message: 'from must be a date (YYYY-MM-DD)' },
      ]),
    );
    expect((await shop.api('/api/v1/admin/audit?from=2025-03-05&to=2025-03-01', { token: admin })).status).toBe(400);
  });

  it('records a block and an unblock with who, the target, before/after and the request', async () => {
    const block = (blocked: boolean) =>
      shop.api(`/api/v1/admin/users/${shopperId}/block`, { method: 'PATCH', token: admin, json: { blocked }, headers: { 'x-request-id': `audit-${blocked}` } });
    expect((await block(true)).status).toBe(200);
    expect((await block(false)).status).toBe(200);
    const res = await shop.api(`/api/v1/admin/audit?targetType=user&targetId=${shopperId}`, { token: admin });
    expect(res.status).toBe(200);
    const [unblocked, blocked] = res.body.data.entries;
    expect(res.body.data.pagination).toMatchObject({ page: 1, total: 2 });
    expect(blocked).toMatchObject({
      action: 'user.blocked',
      actor: { email: DEMO.admin.email },
      target: { type: 'user', id: shopperId, label: DEMO.shopper.email },
      changes: [{ field: 'isBlocked', before: false, after: true }],
      service: 'identity',
    });
    // The request that made the change: its id as the client sent it, and the client's address.
    expect(blocked).toMatchObject({ requestId: 'audit-true', clientAddress: expect.stringMatching(/127\.0\.0\.1/) });
    expect(unblocked).toMatchObject({ action: 'user.unblocked', seq: blocked.seq + 1, prevHash: blocked.hash });
    expect(unblocked.changes).toEqual([{ field: 'isBlocked', before: true, after: false }]);

    const byAction = await shop.api('/api/v1/admin/audit?action=user.unblocked', { token: admin });
    expect(byAction.body.data.entries.map((entry: { action: string }) => entry.action)).toEqual(['user.unblocked']);
    const byPerson = await shop.api(`/api/v1/admin/audit?actor=${encodeURIComponent(DEMO.shopper.email)}`, { token: admin });
    expect(byPerson.body.data.entries).toEqual([]);
  });

  it('downloads the same entries as CSV, newest first', async () => {
    const res = await shop.api('/api/v1/admin/audit.csv?targetType=user', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('Seq,Time,Person,User id,Action,Target type,Target id,Target,Changes,Request id,Client address,Service,Hash');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('user.unblocked');
    expect(lines[1]).toContain('isBlocked: true → false');
    expect(lines[2]).toContain('user.blocked');
  });
});
