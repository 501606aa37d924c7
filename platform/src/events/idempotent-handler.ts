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

/** Thrown for a duplicate that arrives while the first delivery still runs; the bus retries it later. */
export class EventInProgressError extends Error {
  constructor(consumer: string, eventId: string) {
    super(`Event ${eventId} is being handled by another delivery of ${consumer}`);
    this.name = 'EventInProgressError';
  }
}

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
      const stale = { ...key, status: 'processing', claimedAt: { $lt: now() - timeout } };
      const taken = await processed.updateOne(stale, { $set: { claimedAt: now() } });
      if (taken) return { id: taken._id, claimedAt: taken.claimedAt };
      break;
    }
    throw new EventInProgressError(consumer, eventId);
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
