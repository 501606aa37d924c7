import type { AuditEntry } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { auditRecord } from '../../testing/audit-test-kit';
import { chainedEntry } from '../audit/audit-chain';
import type { AuditTrail } from '../ports/audit-trail.port';
import { VerifyAuditTrail } from './verify-audit-trail.use-case';

/** A chain of `count` entries, and the trail the check reads them from (oldest first, in batches). */
function chainOf(count: number): { entries: AuditEntry[]; trail: Pick<AuditTrail, 'oldestAfter'> } {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < count; i += 1) entries.push(chainedEntry(entries.at(-1), i.toString(16).padStart(24, '0'), auditRecord(), nodeSha256));
  const trail = { oldestAfter: async (after: number, limit: number) => entries.filter((entry) => entry.seq > after).slice(0, limit) };
  return { entries, trail };
}

const verify = (trail: Pick<AuditTrail, 'oldestAfter'>, checkpoint?: { seq: number; hash: string }) =>
  new VerifyAuditTrail({ audit: trail as AuditTrail, sha256: nodeSha256 }).execute(checkpoint);

describe('checking the audit trail', () => {
  it('walks a chain longer than one batch and names its newest entry', async () => {
    const { entries, trail } = chainOf(2_345);
    const head = entries.at(-1)!;
    expect(await verify(trail)).toEqual({ ok: true, entries: 2_345, head: { seq: 2_345, hash: head.hash } });
    // A checkpoint in a later batch is found there.
    expect(await verify(trail, { seq: 1_500, hash: entries[1_499]!.hash })).toEqual({ ok: true, entries: 2_345, head: { seq: 2_345, hash: head.hash } });
  });

  it('reports an empty trail as sound, with no newest entry', async () => {
    expect(await verify(chainOf(0).trail)).toEqual({ ok: true, entries: 0 });
  });

  it('finds the end cut off below a checkpoint, or the chain written again up to it', async () => {
    const { entries, trail } = chainOf(3);
    expect(await verify(trail, { seq: 3, hash: entries[2]!.hash })).toMatchObject({ ok: true, entries: 3 });
    expect(await verify(trail, { seq: 5, hash: entries[2]!.hash })).toEqual({
      ok: false,
      entries: 3,
      break: { fault: 'checkpoint', seq: 5, id: '', detail: 'the chain ends at entry 3, before the noted entry 5 (entries were removed from its end)' },
    });
    expect(await verify(trail, { seq: 2, hash: entries[2]!.hash })).toEqual({
      ok: false,
      entries: 3,
      break: { fault: 'checkpoint', seq: 2, id: '', detail: 'its hash is not the one noted (the chain was written again up to there)' },
    });
    expect(await verify(chainOf(0).trail, { seq: 1, hash: entries[0]!.hash })).toMatchObject({
      ok: false,
      break: { detail: 'the chain is empty, before the noted entry 1 (entries were removed from its end)' },
    });
  });

  it('names an edited entry before it looks at the checkpoint', async () => {
    const { entries, trail } = chainOf(3);
    entries[1] = { ...entries[1]!, clientAddress: '203.0.113.9' };
    expect(await verify(trail, { seq: 3, hash: entries[2]!.hash })).toEqual({
      ok: false,
      entries: 1,
      break: { fault: 'hash', seq: 2, id: entries[1]!.id, detail: 'its fields do not match its hash (the entry was edited)' },
    });
  });
});
