import type { Logger } from '../../logging/logger';
import {
  EventBusUnavailableError,
  type DeadLetter,
  type DeadLetterInspector,
  type DomainEvent,
  type EventBus,
  type EventHeaders,
  type Subscription,
} from '../event-bus.port';
import { assertPublishable, assertValidSubscription } from '../event-names';
import { copyEventHeaders } from '../event-headers';
import { ConsumerQueue } from './consumer-queue';
import { PendingWork } from './pending-work';

export interface InProcessEventBusOptions {
  /** Retries after the first failed attempt before dead-lettering. Default 5. */
  maxRetries?: number;
  /** First retry delay, doubled per retry up to `maxRetryDelayMs`. Default 20 ms. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** How long `close()` waits for queued work before dropping it. Default 5 s. */
  closeTimeoutMs?: number;
  /**
   * Holds what is published until `open()`. Services started one after another in one process
   * publish (their relays start) before the last one has subscribed: a broker keeps such events
   * in the consumer's durable queue, and this keeps them until every consumer is there.
   */
  held?: boolean;
  logger?: Logger;
}

/**
 * The embedded topology's bus. It behaves like the broker rather than a function call:
 * asynchronous delivery, one queue per consumer with topic routing, bounded retries
 * and a dead-letter list, and the payload travels as JSON so handlers get their own copy.
 */
export class InProcessEventBus implements EventBus, DeadLetterInspector {
  private readonly queues = new Map<string, ConsumerQueue>();
  private readonly pending = new PendingWork();
  private closed = false;
  private held: Array<{ go: () => void; drop: (error: Error) => void }> | undefined;

  constructor(private readonly options: InProcessEventBusOptions = {}) {
    this.held = options.held ? [] : undefined;
  }

  /** Routes the events held so far to the consumers subscribed by now, and every later one at once. */
  open(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const { go } of held) go();
  }

  async publish(event: DomainEvent, headers: EventHeaders = {}): Promise<void> {
    void this.enqueue(event, headers).catch(() => undefined);
  }

  /** Queued now; resolves when every consumer has handled or dead-lettered it, rejects if dropped at close. */
  async publishSettled(event: DomainEvent, headers: EventHeaders = {}): Promise<void> {
    await this.enqueue(event, headers);
  }

  private enqueue(event: DomainEvent, headers: EventHeaders): Promise<unknown> {
    if (this.closed) throw new EventBusUnavailableError('In-process event bus is closed');
    assertPublishable(event);
    const held = this.held;
    if (held) return new Promise((resolve, reject) => held.push({ go: () => resolve(this.route(event, headers)), drop: reject }));
    return this.route(event, headers);
  }

  private route(event: DomainEvent, headers: EventHeaders): Promise<unknown> {
    const payload = JSON.stringify(event);
    const settled: Array<Promise<void>> = [];
    for (const queue of this.queues.values()) {
      if (queue.matches(event.type)) settled.push(queue.enqueue(JSON.parse(payload) as DomainEvent, copyEventHeaders(headers)));
    }
    return Promise.all(settled);
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.closed) throw new EventBusUnavailableError('In-process event bus is closed');
    assertValidSubscription(subscription);
    if (this.queues.has(subscription.consumer)) {
      throw new Error(`Consumer ${subscription.consumer} is already subscribed on this bus`);
    }
    const { maxRetries = 5, retryDelayMs = 20, maxRetryDelayMs = 1_000, logger } = this.options;
    const retry = { maxRetries, initialMs: retryDelayMs, maxMs: maxRetryDelayMs };
    this.queues.set(subscription.consumer, new ConsumerQueue(subscription, retry, this.pending, logger));
  }

  async ping(): Promise<void> {
    if (this.closed) throw new EventBusUnavailableError('In-process event bus is closed');
  }

  /** Resolves once every queue is empty and no delivery is running or waiting to retry. */
  drain(): Promise<void> {
    return this.pending.idle();
  }

  async deadLetters(consumer: string): Promise<DeadLetter[]> {
    return [...(this.queues.get(consumer)?.deadLetters ?? [])];
  }

  /** Stops taking events, lets queued work finish (bounded), then drops what is left. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const { drop } of this.held ?? []) drop(new EventBusUnavailableError('In-process event bus closed before it opened'));
    this.held = undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.closeTimeoutMs ?? 5_000);
    });
    await Promise.race([this.drain(), timeout]);
    clearTimeout(timer);
    for (const queue of this.queues.values()) queue.stop();
    this.pending.reset();
  }
}
