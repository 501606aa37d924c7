// The audit trail's hash chain: each entry holds the hash of the one before it, and its own hash
// covers every field but itself, so an edited, removed or reordered entry breaks the chain
// where it happened. The digest (sha256) comes in as a function: core does no I/O or crypto.
import { AUDIT_GENESIS_HASH, type AuditEntry } from '@shop/contracts';

/** sha256 of the UTF-8 text, as 64 lower-case hex digits. */
export type Sha256 = (text: string) => string;

/** What an entry says, before it takes its place in the chain. */
export type AuditRecord = Omit<AuditEntry, 'id' | 'seq' | 'prevHash' | 'hash'>;

/**
 * JSON with object keys sorted at every depth and absent (undefined) members left out, so the
 * same entry hashes the same whichever store it was read back from.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** The hash an entry must carry: sha256 of the canonical JSON of every field but `hash`. */
export function entryHash(entry: Omit<AuditEntry, 'hash'> & { hash?: string }, sha256: Sha256): string {
  const { hash: _ignored, ...rest } = entry;
  return sha256(canonicalJson(rest));
}

/** The record as the entry after `previous` (or the first, when there is none). */
export function chainedEntry(previous: Pick<AuditEntry, 'seq' | 'hash'> | undefined, id: string, record: AuditRecord, sha256: Sha256): AuditEntry {
  const unhashed = { ...withoutAbsent(record), id, seq: (previous?.seq ?? 0) + 1, prevHash: previous?.hash ?? AUDIT_GENESIS_HASH };
  return { ...unhashed, hash: entryHash(unhashed, sha256) };
}

export type ChainFault = 'hash' | 'sequence' | 'link' | 'checkpoint';

/** An entry's place and hash, as an operator notes the newest one to check against later. */
export interface ChainCheckpoint {
  seq: number;
  hash: string;
}

export interface ChainBreak {
  fault: ChainFault;
  /** The first entry that does not match: its place and id. */
  seq: number;
  id: string;
  /** What was expected there, for the person reading the report. */
  detail: string;
}

/**
 * Checks entries one at a time, in the order of their `seq` (oldest first): each must carry its
 * own hash, follow the one before without a gap, and name that one's hash as its previous.
 * `check` answers the first break; after one, the chain is not followed further.
 */
export class ChainCheck {
  private previous: Pick<AuditEntry, 'seq' | 'hash'> | undefined;
  private checked = 0;

  constructor(private readonly sha256: Sha256) {}

  get count(): number {
    return this.checked;
  }

  /** The last entry found sound: the chain's newest once every entry is checked. */
  get head(): ChainCheckpoint | undefined {
    return this.previous && { seq: this.previous.seq, hash: this.previous.hash };
  }

  check(entry: AuditEntry): ChainBreak | undefined {
    const at = { seq: entry.seq, id: entry.id };
    if (entryHash(entry, this.sha256) !== entry.hash) return { fault: 'hash', ...at, detail: 'its fields do not match its hash (the entry was edited)' };
    const expectedSeq = (this.previous?.seq ?? 0) + 1;
    if (entry.seq !== expectedSeq) return { fault: 'sequence', ...at, detail: `expected entry ${expectedSeq} here (an entry is missing or out of place)` };
    const expectedPrev = this.previous?.hash ?? AUDIT_GENESIS_HASH;
    if (entry.prevHash !== expectedPrev) return { fault: 'link', ...at, detail: 'its previous hash is not the hash of the entry before it' };
    this.previous = entry;
    this.checked += 1;
    return undefined;
  }
}

/**
 * Whether the sound chain still holds an entry noted earlier, with the same hash: removing the
 * newest entries leaves a shorter chain that is sound in itself, which only a checkpoint reveals.
 */
export function checkpointBreak(head: ChainCheckpoint | undefined, atCheckpoint: ChainCheckpoint | undefined, checkpoint: ChainCheckpoint): ChainBreak | undefined {
  if (!atCheckpoint) {
    const ends = head ? `the chain ends at entry ${head.seq}` : 'the chain is empty';
    return { fault: 'checkpoint', seq: checkpoint.seq, id: '', detail: `${ends}, before the noted entry ${checkpoint.seq} (entries were removed from its end)` };
  }
  if (atCheckpoint.hash !== checkpoint.hash) {
    return { fault: 'checkpoint', seq: checkpoint.seq, id: '', detail: 'its hash is not the one noted (the chain was written again up to there)' };
  }
  return undefined;
}

function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
