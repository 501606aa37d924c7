import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentityService } from '@shop/identity';
import { createLogger, loadConfig, MemoryCache, openDocumentStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckpoint, verifyAuditChain } from './verify-audit';

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

  it('with the newest entry noted earlier, finds entries removed from the end', async () => {
    await shopWithTwoEntries();
    const intact = await verifyAuditChain(config());
    const noted = readCheckpoint(/Newest entry: (\S+)\./.exec(intact.message)![1]!)!;
    expect(noted.seq).toBe(2);
    expect(await verifyAuditChain(config(), noted)).toMatchObject({ code: 0, message: expect.stringContaining('entry 2 as noted') });
    const documents = await openDocumentStore(config(), 'identity');
    await documents.collection('audit_trail').deleteOne({ seq: 2 });
    await documents.close();
    // Alone, the shorter chain is sound; against the note, it is not.
    expect(await verifyAuditChain(config())).toMatchObject({ code: 0, message: expect.stringContaining('1 entries checked') });
    expect(await verifyAuditChain(config(), noted)).toEqual({
      code: 1,
      message: 'Audit trail broken at entry 2 (checkpoint): the chain ends at entry 1, before the noted entry 2 (entries were removed from its end). 1 entries before it are intact.',
    });
    expect(await verifyAuditChain(config(), { seq: 1, hash: noted.hash })).toMatchObject({ code: 1, message: expect.stringContaining('its hash is not the one noted') });
  });

  it('reads a checkpoint only as SEQ:HASH', () => {
    expect(readCheckpoint(`12:${'a'.repeat(64)}`)).toEqual({ seq: 12, hash: 'a'.repeat(64) });
    expect(readCheckpoint('12')).toBeUndefined();
    expect(readCheckpoint(`x:${'a'.repeat(64)}`)).toBeUndefined();
  });
});
