import { AUDIT_GENESIS_HASH, type AuditEntry } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { auditRecord } from '../../testing/audit-test-kit';
import { canonicalJson, ChainCheck, chainedEntry, entryHash, type ChainBreak } from './audit-chain';

function chainOf(count: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = auditRecord({ changes: [{ field: 'stock', before: i, after: i + 1 }] });
    entries.push(chainedEntry(entries.at(-1), String(i).padStart(24, '0'), record, nodeSha256));
  }
  return entries;
}

function firstBreak(entries: AuditEntry[]): ChainBreak | undefined {
  const check = new ChainCheck(nodeSha256);
  for (const entry of entries) {
    const found = check.check(entry);
    if (found) return found;
  }
  return undefined;
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out absent members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: null, e: 'x' }], c: undefined } })).toBe('{"a":{"d":[1,{"e":"x","f":null}]},"b":1}');
    expect(canonicalJson([undefined, 'é'])).toBe('[null,"é"]');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('the audit chain', () => {
  it('links the first entry to 64 zeros and each next one to the hash before it', () => {
    const [first, second] = chainOf(2);
    expect(first).toMatchObject({ seq: 1, prevHash: AUDIT_GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first!.hash });
    expect(first!.hash).toBe(nodeSha256(canonicalJson({ ...first, hash: undefined })));
    expect(entryHash(first!, nodeSha256)).toBe(first!.hash);
    expect(firstBreak(chainOf(5))).toBeUndefined();
  });

  it('leaves absent optional fields out of the entry and its hash', () => {
    const entry = chainedEntry(undefined, 'a'.repeat(24), auditRecord({ requestId: undefined, clientAddress: undefined }), nodeSha256);
    expect(Object.keys(entry)).not.toContain('requestId');
    expect(firstBreak([entry])).toBeUndefined();
  });

  const tampered: Array<[string, (entry: AuditEntry) => AuditEntry]> = [
    ['the time', (e) => ({ ...e, at: '2025-03-01T10:00:01.000Z' })],
    ['the person', (e) => ({ ...e, actor: { ...e.actor, email: 'other@devshop.rw' } })],
    ['the user id', (e) => ({ ...e, actor: { ...e.actor, userId: 'f'.repeat(24) } })],
    ['the action', (e) => ({ ...e, action: 'product.created' })],
    ['the target', (e) => ({ ...e, target: { ...e.target, id: 'f'.repeat(24) } })],
    ['the target label', (e) => ({ ...e, target: { ...e.target, label: 'Other' } })],
    ['a before value', (e) => ({ ...e, changes: [{ ...e.changes[0]!, before: 99 }] })],
    ['an after value', (e) => ({ ...e, changes: [{ ...e.changes[0]!, after: 99 }] })],
    ['the changes removed', (e) => ({ ...e, changes: [] })],
    ['the request id', (e) => ({ ...e, requestId: 'req-2' })],
    ['the request id removed', (e) => ({ ...e, requestId: undefined })],
    ['the client address', (e) => ({ ...e, clientAddress: '10.0.0.1' })],
    ['the service', (e) => ({ ...e, service: 'orders' })],
    ['the id', (e) => ({ ...e, id: 'f'.repeat(24) })],
    ['the seq', (e) => ({ ...e, seq: 7 })],
    ['the previous hash', (e) => ({ ...e, prevHash: 'f'.repeat(64) })],
    ['the hash', (e) => ({ ...e, hash: 'f'.repeat(64) })],
  ];
  it.each(tampered)('names the entry when %s is changed', (_name, change) => {
    const entries = chainOf(4);
    entries[2] = change(entries[2]!);
    expect(firstBreak(entries)).toMatchObject({ fault: 'hash', seq: entries[2]!.seq, id: entries[2]!.id });
  });

  it('names the entry after one that was deleted', () => {
    const entries = chainOf(4);
    entries.splice(1, 1);
    expect(firstBreak(entries)).toMatchObject({ fault: 'sequence', seq: 3 });
  });

  it('names the first entry when it was deleted', () => {
    expect(firstBreak(chainOf(3).slice(1))).toMatchObject({ fault: 'sequence', seq: 2 });
  });

  it('names entries read out of order', () => {
    const [a, b, c] = chainOf(3);
    expect(firstBreak([a!, c!, b!])).toMatchObject({ fault: 'sequence', seq: 3 });
  });

  it('names an entry rehashed to fill a gap: its link does not match', () => {
    const entries = chainOf(4);
    const { id: _id, seq: _seq, prevHash: _prev, hash: _hash, ...record } = entries[2]!;
    const forged = chainedEntry({ seq: 2, hash: 'e'.repeat(64) }, entries[2]!.id, record, nodeSha256);
    expect(firstBreak([entries[0]!, entries[1]!, forged, entries[3]!])).toMatchObject({ fault: 'link', seq: 3 });
  });

  it('stops at the first break and counts the sound entries before it', () => {
    const check = new ChainCheck(nodeSha256);
    const entries = chainOf(3);
    expect(check.check(entries[0]!)).toBeUndefined();
    expect(check.check({ ...entries[1]!, at: 'x' })).toMatchObject({ seq: 2 });
    expect(check.count).toBe(1);
  });
});
