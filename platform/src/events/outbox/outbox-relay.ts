import type { DocumentStore, Filter } from '../../documents/document-store.port';
import { newId } from '../../ids/object-id';
import type { Logger } from '../../logging/logger';
import { backoffDelay, errorMessage, type BackoffSettings } from '../backoff';
import type { EventBus } from '../event-bus.port';
import { outboxCollection } from './outbox-entry';

export interface OutboxRelayOptions {
  store: DocumentStore;
  bus: EventBus;
  /** Pause between rounds while all is well. Default 250 ms. */
  pollIntervalMs?: number;
  /** Pause after a failed round, growing per consecutive failure. Default 500 ms up to 30 s. */
  retry?: BackoffSettings;
  batchSize?: number;
  /** A claim older than this belongs to a relay that died mid-publish; take the entry back. Default 30 s. */
  claimTimeoutMs?: number;
  now?: () => Date;
  logger?: Logger;
}

/**
 * Publishes pending outbox entries in order of occurrence. Each entry is claimed with a
 * conditional update first, so two relays never publish the same entry; a failed publish
 * returns it to pending and the round stops (keeps the order) until the backoff has passed.
 */
export class OutboxRelay {
  private readonly id = newId();
  private tail: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private failures = 0;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.tail;
  }

  /** Publishes everything pending now; rejects (entries stay pending) when the bus fails. */
  flush(): Promise<number> {
    const round = this.tail.then(() => this.publishPending());
    this.tail = round.catch(() => undefined);
    return round;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      await this.flush();
      this.failures = 0;
    } catch (error) {
      this.failures++;
      this.options.logger?.warn({ err: error, failures: this.failures }, 'outbox relay could not publish; will retry');
    }
    if (!this.running) return;
    const retry = this.options.retry ?? { initialMs: 500, maxMs: 30_000 };
    this.schedule(this.failures > 0 ? backoffDelay(this.failures, retry) : (this.options.pollIntervalMs ?? 250));
  }

  private async publishPending(): Promise<number> {
    const { bus, batchSize = 100 } = this.options;
    // Do not claim entries only to hand them back: ask the bus first.
    await bus.ping();
    const outbox = await outboxCollection(this.options.store);
    let published = 0;
    for (;;) {
      const batch = await outbox.find(this.claimable(), { sort: { occurredAt: 1, _id: 1 }, limit: batchSize });
      for (const entry of batch) {
        if (await this.publishOne(entry._id)) published++;
      }
      if (batch.length < batchSize) return published;
    }
  }

  /** Returns false when another relay claimed the entry first. */
  private async publishOne(id: string): Promise<boolean> {
    const outbox = await outboxCollection(this.options.store);
    const now = this.now();
    const claim = { status: 'publishing', claimedBy: this.id, claimedAt: now.getTime() };
    const entry = await outbox.updateOne({ _id: id, ...this.claimable() }, { $set: claim });
    if (!entry) return false;
    const mine = { _id: id, status: 'publishing', claimedBy: this.id };
    const release = { claimedBy: true, claimedAt: true };
    try {
      await this.options.bus.publish(entry.event, entry.headers);
    } catch (error) {
      const back = { status: 'pending', lastError: errorMessage(error) };
      await outbox.updateOne(mine, { $set: back, $unset: release, $inc: { attempts: 1 } });
      throw error;
    }
    const done = { status: 'published', publishedAt: this.now().toISOString() };
    await outbox.updateOne(mine, { $set: done, $unset: release, $inc: { attempts: 1 } });
    return true;
  }

  /** Pending entries, and entries whose claim has gone stale. */
  private claimable(): Filter {
    const staleBefore = this.now().getTime() - (this.options.claimTimeoutMs ?? 30_000);
    return { $or: [{ status: 'pending' }, { status: 'publishing', claimedAt: { $lt: staleBefore } }] };
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
