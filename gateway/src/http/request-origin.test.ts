// The audit trail's "where from": the request id and the client address the gateway saw travel
// with an admin's request into the service that records the change, and land in its audit entry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@shop/platform';
import type { AdminActionData } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../testing/product-body';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';

describe('an admin request’s origin in its audit entry', () => {
  let dataDir: string;
  let shop: TestShop;
  let admin: { accessToken: string; user: { id: string } };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-origin-'));
    // The proxy in front of the shop is on loopback: its X-Forwarded-For is believed.
    shop = await startTestShop({ env: { DATA_DIR: dataDir, TRUSTED_PROXIES: 'loopback' } });
    admin = await shop.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The catalog's audit entries, as its store's outbox holds them. */
  async function catalogEntries(): Promise<AdminActionData[]> {
    const store = new SqliteDocumentStore({ directory: join(dataDir, 'catalog') });
    try {
      const entries = await store.collection<{ _id: string; occurredAt: string; event: { data: AdminActionData } }>('outbox').find({ 'event.type': 'catalog.admin-action' });
      return entries.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).map((entry) => entry.event.data);
    } finally {
      await store.close();
    }
  }

  it('records the request id and the forwarded client address, and the verified admin, never the body’s', async () => {
    const created = await shop.api('/api/v1/admin/products', {
      method: 'POST',
      token: admin.accessToken,
      headers: { 'x-request-id': 'audit-origin-1', 'x-forwarded-for': '198.51.100.23' },
      json: { ...productBody('Origin Keyboard'), creator: 'someone-else', actor: { userId: 'f'.repeat(24), email: 'forged@example.rw' } },
    });
    expect(created.status).toBe(201);
    const product = created.body.data as { _id: string };

    const edited = await shop.api(`/api/v1/admin/products/${product._id}`, {
      method: 'PATCH',
      token: admin.accessToken,
      headers: { 'x-request-id': 'audit-origin-2', 'x-forwarded-for': '203.0.113.5, 198.51.100.24' },
      json: { stock: { quantity: 7 } },
    });
    expect(edited.status).toBe(200);

    const [creation, stock] = await catalogEntries();
    const actor = { userId: admin.user.id, email: DEMO.admin.email };
    expect(creation).toMatchObject({
      action: 'product.created',
      actor,
      target: { type: 'product', id: product._id, label: 'Origin Keyboard' },
      requestId: 'audit-origin-1',
      clientAddress: '198.51.100.23',
    });
    expect(stock).toMatchObject({
      action: 'product.stock-changed',
      actor,
      changes: [{ field: 'stock.quantity', before: 100, after: 7 }],
      requestId: 'audit-origin-2',
      // The address the trusted proxy saw connect: the one nearest to it.
      clientAddress: '198.51.100.24',
    });
  });

  it('a request without an id of its own is recorded under the id the gateway gave it (and echoed)', async () => {
    const created = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin.accessToken, json: productBody('Unnamed Request Keyboard') });
    expect(created.status).toBe(201);

    const entry = (await catalogEntries()).find((candidate) => candidate.target.id === (created.body.data as { _id: string })._id);
    expect(entry?.requestId).toBe(created.headers.get('x-request-id'));
    expect(entry?.clientAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});
