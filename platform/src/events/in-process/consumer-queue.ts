import type { Logger } from '../../logging/logger';
import { requestIdFrom, runWithRequestContext } from '../../logging/request-context';
import { backoffDelay, errorMessage, type BackoffSettings } from '../backoff';
import { EventInProgressError } from '../idempotent-handler';
import { EventBusUnavailableError, type DeadLetter, type DomainEvent, type EventHeaders, type Subscription } from '../event-bus.port';
import { admit } from '../payload-check';
import { observeConsume, observeDeadLetter } from '../../observability/event-observation';
import type { PendingWork } from './pending-work';
import { topicMatches } from './topic-pattern';

export interface RetrySettings extends BackoffSettings {
  /** Retries after the first attempt; the event is dead-lettered after `maxRetries + 1` failures. */
  maxRetries: number;
}

interface Delivery {
  event: DomainEvent;
  headers: EventHeaders;
  attempts: number;
  /** Handled or dead-lettered: settled for good. */
  settle: () => void;
  /** Dropped when the bus closed. */
  drop: (error: Error) => void;
}

/**
 * One consumer's queue: handled one at a time in arrival order. A failed delivery waits
 * out its backoff beside the queue and rejoins at the tail, as a broker retry queue would.
 */
export class ConsumerQueue {
  readonly deadLetters: DeadLetter[] = [];
  private readonly items: Delivery[] = [];
  private readonly waiting = new Map<NodeJS.Timeout, Delivery>();
  private running = false;
  private stopped = false;

  constructor(
    readonly subscription: Subscription,
    private readonly retry: RetrySettings,
    private readonly pending: PendingWork,
    private readonly logger?: Logger,
  ) {}

  matches(routingKey: string): boolean {
    return this.subscription.patterns.some((pattern) => topicMatches(pattern, routingKey));
  }

  /** Resolves once the event is handled or dead-lettered; rejects when the bus drops it at close. */
  enqueue(event: DomainEvent, headers: EventHeaders): Promise<void> {
    this.pending.add();
    return new Promise((settle, drop) => this.push({ event, headers, attempts: 0, settle, drop }));
  }

  /** Drops queued and waiting deliveries; the one running finishes on its own. */
  stop(): void {
    this.stopped = true;
    const dropped = [...this.items, ...this.waiting.values()];
    for (const timer of this.waiting.keys()) clearTimeout(timer);
    this.waiting.clear();
    this.items.length = 0;
    for (const delivery of dropped) delivery.drop(new EventBusUnavailableError('In-process event bus closed before the event was handled'));
  }

  private push(delivery: Delivery): void {
    if (this.stopped) return delivery.drop(new EventBusUnavailableError('In-process event bus is closed'));
    this.items.push(delivery);
    if (this.running) return;
    this.running = true;
    // Never inline: the publisher's call returns before any handler runs.
    setImmediate(() => void this.pump());
  }

  private async pump(): Promise<void> {
    for (let next = this.items.shift(); next; next = this.items.shift()) await this.deliver(next);
    this.running = false;
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const { headers } = delivery;
    const admission = admit(this.subscription, delivery.event);
    if (!admission.ok) return this.refused(delivery, admission.error);
    delivery.attempts++;
    try {
      const context = { requestId: requestIdFrom(headers.requestId) };
      const { consumer, handler } = this.subscription;
      await runWithRequestContext(context, () =>
        observeConsume(consumer, delivery.event, headers, () => handler(admission.event, { ...headers })),
      );
      this.pending.done();
      delivery.settle();
    } catch (error) {
      this.failed(delivery, error);
    }
  }

  private failed(delivery: Delivery, error: unknown): void {
    const { consumer } = this.subscription;
    const log = { consumer, eventId: delivery.event.id, type: delivery.event.type, attempts: delivery.attempts };
    if (error instanceof EventInProgressError) {
      // Not a failure: another delivery holds the event, or a dead one's claim is not stale yet.
      delivery.attempts--;
      return this.later(delivery, error.retryInMs);
    }
    if (delivery.attempts <= this.retry.maxRetries) {
      this.logger?.warn({ ...log, err: error }, 'event handler failed; will retry');
      return this.later(delivery, backoffDelay(delivery.attempts, this.retry));
    }
    this.logger?.error({ ...log, err: error }, 'event handler kept failing; dead-lettered');
    this.park(delivery, errorMessage(error));
  }

  private later(delivery: Delivery, delayMs: number): void {
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      this.push(delivery);
    }, delayMs);
    this.waiting.set(timer, delivery);
  }

  /** An event off the consumer's contract: retrying cannot help, so it is parked at once. */
  private refused(delivery: Delivery, error: string): void {
    const { consumer } = this.subscription;
    this.logger?.error({ consumer, eventId: delivery.event.id, type: delivery.event.type, error }, 'event refused by its schema; dead-lettered');
    this.park(delivery, error);
  }

  private park(delivery: Delivery, error: string): void {
    const { event, headers, attempts } = delivery;
    this.deadLetters.push({ consumer: this.subscription.consumer, event, headers, attempts, error });
    observeDeadLetter(this.subscription.consumer, event.type);
    this.pending.done();
    delivery.settle();
  }
}
