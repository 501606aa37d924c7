import type { DocumentStore } from '../../documents/document-store.port';
import { newId } from '../../ids/object-id';
import type { Logger } from '../../logging/logger';
import { backoffDelay, errorMessage, type BackoffSettings } from '../backoff';
import type { EventBus } from '../event-bus.port';
import { Outbox } from './outbox';
import { onOutboxWrite, outboxCollection, type OutboxEntry } from './outbox-entry';
import { observePublish } from '../../observability/event-observation';
import { shopMetrics } from '../../observability/metrics';

export interface OutboxRelayOptions {
  store: DocumentStore;
  bus: EventBus;
  /**
   * Pause between rounds while all is well. A write to the outbox of this process wakes the relay
   * at once, so this only bounds the delay for entries a round could not see. Default 1 s.
   */
  pollIntervalMs?: number;
  /** Pause after a failed round, growing per consecutive failure. Default 500 ms up to 30 s. */
  retry?: BackoffSettings;
  batchSize?: number;
  /** A claim older than this belongs to a relay that died mid-publish; take the entry back. Default 30 s. */
  claimTimeoutMs?: number;
  /** Published entries are deleted this long after publication. Default 24 h. */
  retentionMs?: number;
  /** How often the relay deletes published entries past their retention. Default 1 min. */
  pruneIntervalMs?: number;
  now?: () => Date;
  logger?: Logger;
}

/**
 * Publishes pending outbox entries in order of occurrence. Each entry is claimed with a
 * conditional update first, so two relays never publish the same entry; a failed publish
 * returns it to pending and the round stops (keeps the order) until the backoff has passed.
 * Every read goes through an index: pending entries by time, stale claims, old published ones.
 */
export class OutboxRelay {
  private readonly id = newId();
  private tail: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private inRound = false;
  private wokenDuringRound = false;
  private failures = 0;
  private lastPrune = 0;
  private unsubscribe: (() => void) | undefined;
  private unwatch: (() => void) | undefined;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onOutboxWrite(this.options.store, () => this.wake());
    // The backlog gauge reads this store's outbox when metrics are scraped.
    const store = this.options.store;
    this.unwatch = shopMetrics().watchOutbox(async () =>
      (await outboxCollection(store)).count({ status: { $in: ['pending', 'publishing'] } }),
    );
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unwatch?.();
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

  /** A new entry: run a round now, or right after the one in progress; not while backing off. */
  private wake(): void {
    if (!this.running || this.failures > 0) return;
    if (this.inRound) {
      this.wokenDuringRound = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    this.inRound = true;
    this.wokenDuringRound = false;
    try {
      await this.flush();
      this.failures = 0;
    } catch (error) {
      this.failures++;
      this.options.logger?.warn({ err: error, failures: this.failures }, 'outbox relay could not publish; will retry');
    }
    // Pruning needs only the store: it goes on while the broker is away.
    await this.pruneNowAndThen().catch((error: unknown) => this.options.logger?.warn({ err: error }, 'outbox relay could not prune'));
    this.inRound = false;
    if (!this.running) return;
    const retry = this.options.retry ?? { initialMs: 500, maxMs: 30_000 };
    if (this.failures > 0) this.schedule(backoffDelay(this.failures, retry));
    else this.schedule(this.wokenDuringRound ? 0 : (this.options.pollIntervalMs ?? 1000));
  }

  private async publishPending(): Promise<number> {
    const { bus, batchSize = 100 } = this.options;
    // Do not claim entries only to hand them back: ask the bus first.
    await bus.ping();
    const outbox = await outboxCollection(this.options.store);
    await this.takeBackStaleClaims();
    let published = 0;
    for (;;) {
      const batch = await outbox.find({ status: 'pending' }, { sort: { occurredAt: 1 }, limit: batchSize, projection: { _id: 1 } });
      // Handed to the bus in order of occurrence; in process their handling is awaited together.
      const sent: Array<{ id: string; delivery: Promise<void> }> = [];
      for (const { _id } of batch) {
        const entry = await this.claim(_id);
        if (!entry) continue; // another relay claimed it first
        const delivery = this.send(entry);
        sent.push({ id: _id, delivery });
        // A broker refusing one: stop here, so no later entry overtakes it.
        if (!bus.publishSettled && !(await delivery.then(() => true, () => false))) break;
      }
      let failure: unknown;
      for (const { id, delivery } of sent) {
        try {
          await delivery;
          await this.release(id, { status: 'published', publishedAt: this.now().toISOString() });
          published++;
        } catch (error) {
          failure ??= error;
          await this.release(id, { status: 'pending', lastError: errorMessage(error) });
        }
      }
      if (failure !== undefined) throw failure;
      if (batch.length < batchSize) return published;
    }
  }

  /** Entries a relay claimed and never finished (it died mid-publish) become pending again. */
  private async takeBackStaleClaims(): Promise<void> {
    const outbox = await outboxCollection(this.options.store);
    const staleBefore = this.now().getTime() - (this.options.claimTimeoutMs ?? 30_000);
    await outbox.updateMany(
      { status: 'publishing', claimedAt: { $lt: staleBefore } },
      { $set: { status: 'pending' }, $unset: { claimedBy: true, claimedAt: true } },
    );
  }

  /** The entry, claimed by this relay; null when another relay claimed it first. */
  private async claim(id: string): Promise<OutboxEntry | null> {
    const outbox = await outboxCollection(this.options.store);
    const claim = { status: 'publishing', claimedBy: this.id, claimedAt: this.now().getTime() };
    return outbox.updateOne({ _id: id, status: 'pending' }, { $set: claim });
  }

  /**
   * A bus whose queues die with the process settles an event only once it is handled, so a
   * crash before that leaves the entry claimed, and a later round publishes it again.
   */
  private send(entry: OutboxEntry): Promise<void> {
    const { bus } = this.options;
    return observePublish(entry.event, entry.headers, (headers) =>
      bus.publishSettled ? bus.publishSettled(entry.event, headers) : bus.publish(entry.event, headers),
    );
  }

  /** Ends this relay's claim: published, or back to pending with the error. */
  private async release(id: string, outcome: Partial<OutboxEntry>): Promise<void> {
    const outbox = await outboxCollection(this.options.store);
    await outbox.updateOne(
      { _id: id, status: 'publishing', claimedBy: this.id },
      { $set: outcome, $unset: { claimedBy: true, claimedAt: true }, $inc: { attempts: 1 } },
    );
  }

  /** Deletes published entries past their retention, at most once per prune interval. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < (this.options.pruneIntervalMs ?? 60_000)) return;
    this.lastPrune = now;
    await new Outbox(this.options.store).prunePublished(new Date(now - (this.options.retentionMs ?? 24 * 60 * 60_000)));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
