import type { Logger } from '../../logging/logger';
import { requestIdFrom, runWithRequestContext } from '../../logging/request-context';
import { backoffDelay, errorMessage, type BackoffSettings } from '../backoff';
import type { DeadLetter, DomainEvent, EventHeaders, Subscription } from '../event-bus.port';
import { admit } from '../payload-check';
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
}

/**
 * One consumer's queue: handled one at a time in arrival order. A failed delivery waits
 * out its backoff beside the queue and rejoins at the tail, as a broker retry queue would.
 */
export class ConsumerQueue {
  readonly deadLetters: DeadLetter[] = [];
  private readonly items: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
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

  enqueue(event: DomainEvent, headers: EventHeaders): void {
    this.pending.add();
    this.push({ event, headers, attempts: 0 });
  }

  /** Drops queued and waiting deliveries; the one running finishes on its own. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.items.length = 0;
  }

  private push(delivery: Delivery): void {
    if (this.stopped) return;
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
      await runWithRequestContext(context, () => this.subscription.handler(admission.event, { ...headers }));
      this.pending.done();
    } catch (error) {
      this.failed(delivery, error);
    }
  }

  private failed(delivery: Delivery, error: unknown): void {
    const { consumer } = this.subscription;
    const log = { consumer, eventId: delivery.event.id, type: delivery.event.type, attempts: delivery.attempts };
    if (delivery.attempts <= this.retry.maxRetries) {
      this.logger?.warn({ ...log, err: error }, 'event handler failed; will retry');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.push(delivery);
      }, backoffDelay(delivery.attempts, this.retry));
      this.timers.add(timer);
      return;
    }
    this.logger?.error({ ...log, err: error }, 'event handler kept failing; dead-lettered');
    this.park(delivery, errorMessage(error));
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
    this.pending.done();
  }
}
