import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentityService } from '@shop/identity';
import { createLogger, loadConfig, MemoryCache, openDocumentStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from './verify-audit';

describe('npm run audit:verify', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'audit-verify-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const config = () => loadConfig({ DATA_DIR: dataDir });

  /** A shop whose admin blocked and unblocked the shopper: two entries. */
  async function shopWithTwoEntries() {
    const documents = await openDocumentStore(config(), 'identity');
    const identity = await createIdentityService({
      documents,
      cache: new MemoryCache(),
      logger: createLogger({ service: 'test', level: 'silent' }),
      settings: { demoAccounts: true, keyDirectory: join(dataDir, 'identity'), passwordHashCost: 2 ** 10 },
    });
    const admin = await identity.login({ email: 'admin@devshop.rw', password: 'demo-admin' });
    const shopper = await identity.login({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    await identity.setBlocked({ userId: shopper.user.id, blocked: true, actorId: admin.user.id });
    await identity.setBlocked({ userId: shopper.user.id, blocked: false, actorId: admin.user.id });
    await documents.close();
  }

  async function editStoredEntry(seq: number, fields: Record<string, unknown>) {
    const documents = await openDocumentStore(config(), 'identity');
    await documents.collection('audit_trail').updateOne({ seq }, { $set: fields });
    await documents.close();
  }

  it('says when there is no store to check', async () => {
    expect(await verifyAuditChain(config())).toMatchObject({ code: 2 });
  });

  it('passes an intact chain and names the entry edited in the store', async () => {
    await shopWithTwoEntries();
    expect(await verifyAuditChain(config())).toEqual({ code: 0, message: expect.stringContaining('Audit trail intact: 2 entries checked') });
    await editStoredEntry(2, { 'actor.email': 'somebody-else@devshop.rw' });
    const verdict = await verifyAuditChain(config());
    expect(verdict.code).toBe(1);
    expect(verdict.message).toMatch(/^Audit trail broken at entry 2 \(id [0-9a-f]{24}, hash\)/);
    expect(verdict.message).toContain('1 entries before it are intact');
  });
});
