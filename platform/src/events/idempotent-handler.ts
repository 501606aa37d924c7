import { DuplicateKeyError, type Doc, type DocumentStore } from '../documents/document-store.port';
import type { EventHandler } from './event-bus.port';

export const PROCESSED_EVENTS_COLLECTION = 'processed_events';

type ProcessedEvent = Doc & {
  consumer: string;
  eventId: string;
  status: 'processing' | 'done';
  /** Epoch ms when the current attempt started; a stale claim belongs to a crashed process. */
  claimedAt: number;
  handledAt?: number;
};

/**
 * Thrown for a duplicate that arrives while the first delivery still runs. The bus tries it
 * again after `retryInMs` (when the claim would be stale), without counting it as a failure:
 * a claim left by a crash must not use up the event's retries before it can be taken over.
 */
export class EventInProgressError extends Error {
  constructor(
    consumer: string,
    eventId: string,
    readonly retryInMs = 1_000,
  ) {
    super(`Event ${eventId} is being handled by another delivery of ${consumer}`);
    this.name = 'EventInProgressError';
  }
}

/** When this process started: in an exclusive store, a claim older than that is a dead process's. */
const PROCESS_STARTED_AT = Date.now() - Math.round(process.uptime() * 1000);

export interface IdempotentOptions {
  /** After this long a `processing` claim is taken over (its process died). Default 60 s. */
  claimTimeoutMs?: number;
  now?: () => number;
}

/**
 * Runs `handler` at most once per event id for this consumer. A claim row (unique on
 * consumer + eventId) stops a concurrent duplicate; it becomes `done` only after the
 * handler succeeded and is removed when the handler fails, so a retry runs it again.
 */
export function idempotent(
  store: DocumentStore,
  consumer: string,
  handler: EventHandler,
  options: IdempotentOptions = {},
): EventHandler {
  const processed = store.collection<ProcessedEvent>(PROCESSED_EVENTS_COLLECTION);
  let indexed: Promise<void> | undefined;
  const now = options.now ?? Date.now;
  const timeout = options.claimTimeoutMs ?? 60_000;

  /** Returns our claim (row id and stamp), or undefined when the event was already handled. */
  async function claim(eventId: string): Promise<{ id: string; claimedAt: number } | undefined> {
    const key = { consumer, eventId };
    // A failing first delivery may delete its claim between our insert and our read: try again.
    let retryInMs: number | undefined;
    for (let round = 0; round < 3; round++) {
      try {
        const row = await processed.insertOne({ ...key, status: 'processing', claimedAt: now() });
        return { id: row._id, claimedAt: row.claimedAt };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      const existing = await processed.findOne(key);
      if (existing?.status === 'done') return undefined;
      if (!existing) continue;
      // A process killed while handling the event left its claim: in a store only this process
      // works on, a claim from before it started cannot be anyone's now (else: wait it out).
      const staleBefore = store.exclusive && existing.claimedAt < PROCESS_STARTED_AT ? PROCESS_STARTED_AT : now() - timeout;
      const stale = { ...key, status: 'processing', claimedAt: { $lt: staleBefore } };
      const taken = await processed.updateOne(stale, { $set: { claimedAt: now() } });
      if (taken) return { id: taken._id, claimedAt: taken.claimedAt };
      retryInMs = Math.max(100, existing.claimedAt + timeout - now());
      break;
    }
    throw new EventInProgressError(consumer, eventId, retryInMs);
  }

  function ensureIndex(): Promise<void> {
    indexed ??= processed.ensureIndex({ fields: ['consumer', 'eventId'], unique: true }).catch((error) => {
      indexed = undefined;
      throw error;
    });
    return indexed;
  }

  return async (event, headers) => {
    await ensureIndex();
    const mine = await claim(event.id);
    if (mine === undefined) return; // already handled
    try {
      await handler(event, headers);
    } catch (error) {
      // Only our own claim: if another delivery took it over meanwhile, it is theirs to settle.
      await processed.deleteOne({ _id: mine.id, status: 'processing', claimedAt: mine.claimedAt });
      throw error;
    }
    await processed.updateOne({ _id: mine.id }, { $set: { status: 'done', handledAt: now() } });
  };
}
