// The AuditTrail contract: one suite, run against the trail on each document store adapter
// (embedded SQLite, MongoDB). It covers the chain the store keeps, the filters of the admin's
// screen and the check that finds an entry edited or removed behind the service's back.
import { AUDIT_GENESIS_HASH } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { chainedEntry, type ChainCheckpoint } from '../../core/audit/audit-chain';
import { AuditEntryTakenError } from '../../core/ports/audit-trail.port';
import { ExportAuditEntries } from '../../core/use-cases/export-audit-entries.use-case';
import { ListAuditEntries } from '../../core/use-cases/list-audit-entries.use-case';
import { VerifyAuditTrail } from '../../core/use-cases/verify-audit-trail.use-case';
import { ADMIN_ACTOR, auditRecord, OTHER_ACTOR, type AuditEntry, type AuditTrailHarness } from '../audit-test-kit';

export function auditTrailContract(adapterName: string, makeHarness: () => Promise<AuditTrailHarness>, options: { skip?: string } = {}): void {
  const title = `audit trail contract: ${adapterName}`;
  const suite = options.skip === undefined ? describe : describe.skip;
  suite(options.skip === undefined ? title : `${title} (skipped: ${options.skip})`, () => {
    let t: AuditTrailHarness;
    const verify = (checkpoint?: ChainCheckpoint) => new VerifyAuditTrail({ audit: t.trail, sha256: nodeSha256 }).execute(checkpoint);

    beforeEach(async () => {
      t = await makeHarness();
    });
    afterEach(() => t.close());

    it('starts empty and chains each entry to the one before', async () => {
      expect(await t.trail.last()).toBeUndefined();
      expect(await verify()).toEqual({ ok: true, entries: 0 });
      const first = await t.recorder.append(auditRecord());
      const second = await t.recorder.append(auditRecord({ action: 'product.deleted', changes: [] }));
      expect(first).toMatchObject({ seq: 1, prevHash: AUDIT_GENESIS_HASH });
      expect(second).toMatchObject({ seq: 2, prevHash: first!.hash });
      expect(await t.trail.last()).toEqual(second);
      expect(await t.trail.findById(first!.id)).toEqual(first);
      expect(await verify()).toEqual({ ok: true, entries: 2, head: { seq: 2, hash: second!.hash } });
    });

    it('checked against an entry noted earlier, finds the chain cut short or written again up to it', async () => {
      const checkpoint = (seq: number, hash = 'f'.repeat(64)) => ({ seq, hash });
      expect(await verify(checkpoint(1))).toEqual({
        ok: false,
        entries: 0,
        break: { fault: 'checkpoint', seq: 1, id: '', detail: 'the chain is empty, before the noted entry 1 (entries were removed from its end)' },
      });
      for (let i = 0; i < 3; i += 1) await t.recorder.append(auditRecord({ target: { type: 'order', id: `o${i}` } }));
      const second = (await t.trail.oldestAfter(1, 1))[0]!;
      const noted = { seq: 2, hash: second.hash };
      const head = (await t.trail.last())!;
      expect(await verify(noted)).toEqual({ ok: true, entries: 3, head: { seq: 3, hash: head.hash } });
      expect(await verify(checkpoint(2, head.hash))).toEqual({
        ok: false,
        entries: 3,
        break: { fault: 'checkpoint', seq: 2, id: '', detail: 'its hash is not the one noted (the chain was written again up to there)' },
      });
      expect(await verify(checkpoint(4, head.hash))).toEqual({
        ok: false,
        entries: 3,
        break: { fault: 'checkpoint', seq: 4, id: '', detail: 'the chain ends at entry 3, before the noted entry 4 (entries were removed from its end)' },
      });
    });

    it('refuses a second entry at the same place or with the same id', async () => {
      const first = (await t.recorder.append(auditRecord()))!;
      const rival = chainedEntry(undefined, 'd'.repeat(24), auditRecord(), nodeSha256);
      await expect(t.trail.append(rival)).rejects.toBeInstanceOf(AuditEntryTakenError);
      const sameId = chainedEntry(first, first.id, auditRecord(), nodeSha256);
      await expect(t.trail.append(sameId)).rejects.toBeInstanceOf(AuditEntryTakenError);
      expect(await t.recorder.append(auditRecord(), first.id)).toBeUndefined();
      expect((await t.trail.page({}, { skip: 0, limit: 10 })).total).toBe(1);
    });

    it('keeps one chain when writers race for the end', async () => {
      await Promise.all(Array.from({ length: 8 }, (_, i) => t.recorder.append(auditRecord({ target: { type: 'order', id: `o${i}` } }))));
      const all = (await t.trail.oldestAfter(0, 100)).map((entry) => entry.seq);
      expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(await verify()).toMatchObject({ ok: true, entries: 8, head: { seq: 8 } });
    });

    it('gives back values of any shape exactly as they were hashed', async () => {
      const changes = [
        { field: 'specifications', before: { 'a.b': 1, $c: [true, null, 'x'] }, after: { nested: { deep: [1.5, -2] } } },
        { field: 'description' },
        { field: 'name', before: 'Ünïcödé ✓', after: '' },
      ];
      const entry = (await t.recorder.append(auditRecord({ changes, target: { type: 'product', id: 'c'.repeat(24) } })))!;
      expect((await t.trail.findById(entry.id))!.changes).toEqual(changes);
      expect(await verify()).toEqual({ ok: true, entries: 1, head: { seq: 1, hash: entry.hash } });
    });

    it('lists newest first with the filters of the admin screen', async () => {
      const list = new ListAuditEntries({ audit: t.trail });
      await t.recorder.append(auditRecord({ at: '2025-03-01T22:30:00.000Z' })); // 00:30 on 2 March in Kigali
      await t.recorder.append(auditRecord({ actor: OTHER_ACTOR, action: 'order.status-changed', target: { type: 'order', id: 'e'.repeat(24) }, at: '2025-03-03T08:00:00.000Z' }));
      await t.recorder.append(auditRecord({ action: 'user.blocked', target: { type: 'user', id: 'f'.repeat(24) }, service: 'identity', at: '2025-03-05T08:00:00.000Z' }));
      const seqs = async (filter: Parameters<ListAuditEntries['execute']>[0]) => (await list.execute(filter)).entries.map((entry) => entry.seq);
      expect(await seqs({})).toEqual([3, 2, 1]);
      expect(await seqs({ actor: ADMIN_ACTOR.userId })).toEqual([3, 1]);
      expect(await seqs({ actor: 'STAFF@devshop.rw' })).toEqual([2]);
      expect(await seqs({ action: 'user.blocked' })).toEqual([3]);
      expect(await seqs({ targetType: 'order', targetId: 'E'.repeat(24) })).toEqual([2]);
      expect(await seqs({ targetType: 'product' })).toEqual([1]);
      expect(await seqs({ from: '2025-03-02', to: '2025-03-03' })).toEqual([2, 1]);
      expect(await seqs({ from: '2025-03-04' })).toEqual([3]);
      expect(await seqs({ to: '2025-03-01' })).toEqual([]);
      const page = await list.execute({ page: 2, limit: 2 });
      expect(page.entries.map((entry) => entry.seq)).toEqual([1]);
      expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    });

    it('exports every match newest first, batch after batch', async () => {
      for (let i = 0; i < 5; i += 1) await t.recorder.append(auditRecord({ action: i % 2 ? 'product.deleted' : 'product.updated' }));
      const seqs: number[] = [];
      for await (const entry of new ExportAuditEntries({ audit: t.trail }).execute({ action: 'product.updated', page: 2, limit: 1 })) seqs.push(entry.seq);
      expect(seqs).toEqual([5, 3, 1]);
      expect((await t.trail.newestBefore({}, 4, 2)).map((entry) => entry.seq)).toEqual([3, 2]);
      expect((await t.trail.oldestAfter(3, 10)).map((entry) => entry.seq)).toEqual([4, 5]);
    });

    describe('the chain check', () => {
      beforeEach(async () => {
        for (let i = 0; i < 4; i += 1) await t.recorder.append(auditRecord({ changes: [{ field: 'price', before: 1000 * i, after: 1000 * (i + 1) }] }));
      });

      it('names an entry whose field was edited in the store', async () => {
        await t.tamper(2, { 'actor.email': 'someone-else@devshop.rw' });
        expect(await verify()).toMatchObject({ ok: false, entries: 1, break: { fault: 'hash', seq: 2 } });
      });

      it('names an entry whose before/after was edited in the store', async () => {
        await t.tamper(3, { changesJson: JSON.stringify([{ field: 'price', before: 2000, after: 1 }]) });
        expect(await verify()).toMatchObject({ ok: false, entries: 2, break: { fault: 'hash', seq: 3 } });
      });

      it('names the entry after one that was deleted', async () => {
        await t.remove(2);
        expect(await verify()).toMatchObject({ ok: false, entries: 1, break: { fault: 'sequence', seq: 3 } });
      });

      it('names the first entry after a reordering, even when the reordered ones were rehashed', async () => {
        const [first, second, third] = await t.trail.oldestAfter(0, 10);
        const recordOf = ({ id: _id, seq: _seq, prevHash: _prev, hash: _hash, ...record }: AuditEntry) => record;
        // Entries 2 and 3 change places, each rehashed and linked: the entry after them no longer links.
        await t.remove(2);
        await t.remove(3);
        const newSecond = chainedEntry(first, third!.id, recordOf(third!), nodeSha256);
        await t.trail.append(newSecond);
        await t.trail.append(chainedEntry(newSecond, second!.id, recordOf(second!), nodeSha256));
        expect(await verify()).toMatchObject({ ok: false, entries: 3, break: { fault: 'link', seq: 4 } });
      });
    });
  });
}
