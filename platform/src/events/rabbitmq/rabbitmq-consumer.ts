import type { Channel, ChannelModel, ConsumeMessage, Message, Options } from 'amqplib';
import type { Logger } from '../../logging/logger';
import { requestIdFrom, runWithRequestContext } from '../../logging/request-context';
import { backoffDelay, errorMessage, type BackoffSettings } from '../backoff';
import type { Subscription } from '../event-bus.port';
import { admit } from '../payload-check';
import { EventInProgressError } from '../idempotent-handler';
import { observeConsume, observeDeadLetter, observeRefusedOrigin } from '../../observability/event-observation';
import { PRODUCER_HEADER, SIGNATURE_HEADER, type OriginCheck } from '../origin/event-origin';
import {
  ATTEMPTS_HEADER,
  decodeDelivery,
  LAST_ERROR_HEADER,
  republishOptions,
  RETRY_COUNT_HEADER,
} from './rabbitmq-message';
import { consumerQueues, declareConsumerQueues, DEAD_LETTER_EXCHANGE } from './rabbitmq-topology';

export interface ConsumerSettings {
  prefetch: number;
  /** Retries after the first attempt before the delivery is parked in `shop.<consumer>.dlq`. */
  maxRetries: number;
  retry: BackoffSettings;
  /** Refuses an event its owner did not sign (see RabbitMqEventBusOptions.originCheck). */
  originCheck?: OriginCheck;
}

/** Publishes with a broker confirm on the link's current publisher channel. */
export type Republish = (exchange: string, routingKey: string, content: Buffer, options: Options.Publish) => Promise<void>;

/**
 * One subscription on its own channel (its prefetch, its errors). Deliveries are handled
 * one at a time in queue order and acknowledged only after the handler, or after the
 * failed delivery was safely moved to the retry queue or the dead-letter queue.
 */
export class RabbitMqConsumer {
  private channel: Channel | undefined;
  private consumerTag: string | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly subscription: Subscription,
    private readonly settings: ConsumerSettings,
    private readonly republish: Republish,
    private readonly logger?: Logger,
  ) {}

  /** Declares the queues and consumes on a fresh channel; `broken` is called if that channel dies. */
  async start(model: ChannelModel, broken: () => void): Promise<void> {
    const { consumer, patterns } = this.subscription;
    const channel = await model.createChannel();
    channel.on('error', (error: Error) => this.logger?.warn({ err: error, consumer }, 'RabbitMQ consumer channel error'));
    let alive = true;
    channel.on('close', () => {
      alive = false;
      if (this.channel === channel) broken();
    });
    await declareConsumerQueues(channel, consumer, patterns);
    await channel.prefetch(this.settings.prefetch);
    this.channel = channel;
    const reply = await channel.consume(consumerQueues(consumer).main, (message) => {
      // null: the broker cancelled us (queue deleted); reconnecting redeclares it.
      if (message === null) return broken();
      this.chain = this.chain
        // Deliveries prefetched on a channel that died are requeued by the broker: skip, do not handle twice.
        .then(() => (alive ? this.handle(channel, message) : undefined))
        .catch((error: unknown) => this.logger?.error({ err: error }, 'RabbitMQ delivery handling failed'));
    });
    this.consumerTag = reply.consumerTag;
  }

  /** No new deliveries; waits for those already taken (the broker requeues any unacked). */
  async stop(): Promise<void> {
    const { channel, consumerTag } = this;
    this.channel = undefined;
    if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
    await this.chain;
  }

  private async handle(channel: Channel, message: ConsumeMessage): Promise<void> {
    const decoded = decodeDelivery(message);
    if (!decoded.ok) return this.settle(channel, message, () => this.park(message, decoded.retries + 1, decoded.error));
    const { event, headers, retries } = decoded;
    const forged = await this.refusedOrigin(event.type, message);
    if (forged) {
      const { consumer } = this.subscription;
      const producer = message.properties.headers?.[PRODUCER_HEADER];
      this.logger?.error({ consumer, eventId: event.id, type: event.type, producer, error: forged }, 'event refused: not from the service that owns it; dead-lettered');
      observeRefusedOrigin(consumer, event.type);
      return this.settle(channel, message, () => this.park(message, 0, forged));
    }
    const admission = admit(this.subscription, event);
    if (!admission.ok) {
      // Off the consumer's contract: retrying cannot help, so it is parked at once, unhandled.
      const log = { consumer: this.subscription.consumer, eventId: event.id, type: event.type, error: admission.error };
      this.logger?.error(log, 'event refused by its schema; dead-lettered');
      return this.settle(channel, message, () => this.park(message, 0, admission.error));
    }
    try {
      const context = { requestId: requestIdFrom(headers.requestId) };
      const { consumer, handler } = this.subscription;
      await runWithRequestContext(context, () => observeConsume(consumer, event, headers, () => handler(admission.event, headers)));
      settleSafely(() => channel.ack(message));
    } catch (error) {
      if (error instanceof EventInProgressError) {
        // Not a failure: held by another delivery, or by a dead one's claim until it goes stale.
        return this.settle(channel, message, () => this.retryLater(message, retries, error.retryInMs));
      }
      const attempt = retries + 1;
      const log = { consumer: this.subscription.consumer, eventId: event.id, type: event.type, attempt, err: error };
      const giveUp = retries >= this.settings.maxRetries;
      if (giveUp) this.logger?.error(log, 'event handler kept failing; dead-lettered');
      else this.logger?.warn(log, 'event handler failed; will retry');
      await this.settle(channel, message, () =>
        giveUp ? this.park(message, attempt, errorMessage(error)) : this.retryLater(message, attempt),
      );
    }
  }

  private async refusedOrigin(type: string, message: Message): Promise<string | undefined> {
    if (!this.settings.originCheck) return undefined;
    const raw = message.properties.headers ?? {};
    return this.settings.originCheck(type, { producer: raw[PRODUCER_HEADER], signature: raw[SIGNATURE_HEADER] }, message.content);
  }

  /** Acks once the delivery has a new home; if it cannot be moved the broker keeps it. */
  private async settle(channel: Channel, message: Message, move: () => Promise<void>): Promise<void> {
    try {
      await move();
      settleSafely(() => channel.ack(message));
    } catch (error) {
      this.logger?.warn({ err: error, consumer: this.subscription.consumer }, 'could not move failed delivery; requeued');
      settleSafely(() => channel.nack(message, false, true));
    }
  }

  private retryLater(message: Message, retryCount: number, delayMs = backoffDelay(retryCount, this.settings.retry)): Promise<void> {
    const options = republishOptions(message, { [RETRY_COUNT_HEADER]: retryCount });
    // Per-message TTL in the retry queue is the backoff; on expiry it dead-letters back to the main queue.
    options.expiration = String(delayMs);
    return this.republish('', consumerQueues(this.subscription.consumer).retry, message.content, options);
  }

  private async park(message: Message, attempts: number, error: string): Promise<void> {
    const options = republishOptions(message, {
      [RETRY_COUNT_HEADER]: Math.max(attempts - 1, 0),
      [ATTEMPTS_HEADER]: attempts,
      [LAST_ERROR_HEADER]: error.slice(0, 1000),
    });
    await this.republish(DEAD_LETTER_EXCHANGE, this.subscription.consumer, message.content, options);
    observeDeadLetter(this.subscription.consumer, String(message.properties.type ?? ''));
  }
}

/** Acking on a channel that died throws; the broker redelivers that message anyway. */
function settleSafely(settle: () => void): void {
  try {
    settle();
  } catch {
    // Channel closed: nothing to do.
  }
}
