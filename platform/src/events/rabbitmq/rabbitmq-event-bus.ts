import type { ConfirmChannel, Options } from 'amqplib';
import type { Logger } from '../../logging/logger';
import { errorMessage } from '../backoff';
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
import { RabbitMqConsumer } from './rabbitmq-consumer';
import { readDeadLetters } from './rabbitmq-dead-letters';
import { RabbitMqLink, type RabbitMqSession } from './rabbitmq-link';
import { encodeEvent } from './rabbitmq-message';
import type { EventSigner, OriginCheck } from '../origin/event-origin';
import { declareExchanges, EVENTS_EXCHANGE } from './rabbitmq-topology';

export interface RabbitMqEventBusOptions {
  /** Unacknowledged deliveries per consumer. Default 10. */
  prefetch?: number;
  /** Retries after the first failed attempt before dead-lettering. Default 5. */
  maxRetries?: number;
  /** First retry delay, doubled per retry up to `maxRetryDelayMs`. Default 1 s, max 60 s. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Reconnect backoff after the connection drops. Default 200 ms, max 10 s. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  heartbeatSeconds?: number;
  connectTimeoutMs?: number;
  /** A publish the broker has not confirmed by then rejects (e.g. a blocked connection). Default 10 s. */
  publishTimeoutMs?: number;
  /** How long `close()` waits for handlers in progress. Default 10 s. */
  closeTimeoutMs?: number;
  connectionName?: string;
  logger?: Logger;
  /** Signs each event this process publishes as its owner, when the owner runs here. */
  signer?: EventSigner;
  /**
   * When set, a consumer handles an event only if the service that owns its type signed it;
   * any other is dead-lettered unhandled, with a log line and shop_events_refused_total.
   */
  originCheck?: OriginCheck;
}

/**
 * The distributed topology's bus: topic exchange `shop.events`, a durable queue
 * `shop.<consumer>` per consumer, persistent messages, publisher confirms, manual acks,
 * retries through `shop.<consumer>.retry` and parking in `shop.<consumer>.dlq`.
 */
export class RabbitMqEventBus implements EventBus, DeadLetterInspector {
  private readonly consumers = new Map<string, RabbitMqConsumer>();
  private readonly link: RabbitMqLink;
  private closed = false;

  /**
   * Connects to `amqp://user:pass@host:5672/vhost`, rejecting if the broker is unreachable now
   * (a misconfigured start fails); drops after that are reconnected.
   */
  static async connect(url: string, options: RabbitMqEventBusOptions = {}): Promise<RabbitMqEventBus> {
    const bus = new RabbitMqEventBus(url, options);
    await bus.link.open();
    return bus;
  }

  private constructor(url: string, private readonly options: RabbitMqEventBusOptions) {
    this.link = new RabbitMqLink({
      url,
      heartbeatSeconds: options.heartbeatSeconds ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      connectionName: options.connectionName ?? 'shop-events',
      reconnect: { initialMs: options.reconnectDelayMs ?? 200, maxMs: options.maxReconnectDelayMs ?? 10_000 },
      setup: (session) => this.setup(session),
      logger: options.logger,
    });
  }

  /** Resolves once the broker has confirmed the message. */
  async publish(event: DomainEvent, headers: EventHeaders = {}): Promise<void> {
    assertPublishable(event);
    const { content, options } = encodeEvent(event, headers, this.options.signer);
    await this.publishConfirmed(EVENTS_EXCHANGE, event.type, content, options, `event ${event.id} (${event.type})`);
  }

  async subscribe(subscription: Subscription): Promise<void> {
    assertValidSubscription(subscription);
    const { consumer: name } = subscription;
    await this.link.exclusive(async () => {
      if (this.closed) throw new EventBusUnavailableError('RabbitMQ event bus is closed');
      if (this.consumers.has(name)) throw new Error(`Consumer ${name} is already subscribed on this bus`);
      const consumer = new RabbitMqConsumer(subscription, this.consumerSettings(), this.republish, this.options.logger);
      this.consumers.set(name, consumer);
      const session = this.link.current();
      // While disconnected the consumer is only registered; the next setup starts it.
      if (!session) return;
      try {
        await consumer.start(session.model, () => this.link.recycle(session.model));
      } catch (error) {
        this.consumers.delete(name);
        throw error;
      }
    });
  }

  async ping(): Promise<void> {
    if (!this.link.current()) throw new EventBusUnavailableError(this.closed ? 'RabbitMQ event bus is closed' : 'RabbitMQ is not connected');
  }

  /** Reads `shop.<consumer>.dlq` without consuming it (the messages stay parked). */
  async deadLetters(consumer: string): Promise<DeadLetter[]> {
    const session = this.link.current();
    if (!session) throw new EventBusUnavailableError('RabbitMQ is not connected');
    return readDeadLetters(session.model, consumer);
  }

  /** Stops consumers, waits (bounded) for handlers in progress, then closes the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const stopAll = Promise.all([...this.consumers.values()].map((consumer) => consumer.stop()));
    await this.link.close(() => withTimeout(stopAll, this.options.closeTimeoutMs ?? 10_000));
  }

  private async setup(session: RabbitMqSession): Promise<void> {
    await declareExchanges(session.publisher);
    for (const consumer of this.consumers.values()) {
      await consumer.start(session.model, () => this.link.recycle(session.model));
    }
  }

  private consumerSettings() {
    const { prefetch = 10, maxRetries = 5, retryDelayMs = 1_000, maxRetryDelayMs = 60_000 } = this.options;
    return { prefetch, maxRetries, retry: { initialMs: retryDelayMs, maxMs: maxRetryDelayMs }, originCheck: this.options.originCheck };
  }

  private readonly republish = (exchange: string, routingKey: string, content: Buffer, options: Options.Publish) =>
    this.publishConfirmed(exchange, routingKey, content, options, `message ${String(options.messageId)}`);

  private publishConfirmed(
    exchange: string,
    routingKey: string,
    content: Buffer,
    options: Options.Publish,
    what: string,
  ): Promise<void> {
    const session = this.link.current();
    if (!session) {
      const reason = this.closed ? 'the event bus is closed' : 'RabbitMQ is not connected';
      return Promise.reject(new EventBusUnavailableError(`Cannot publish ${what}: ${reason}`));
    }
    const timeoutMs = this.options.publishTimeoutMs ?? 10_000;
    return confirmedPublish(session.publisher, { exchange, routingKey, content, options }, what, timeoutMs);
  }
}

interface Outgoing {
  exchange: string;
  routingKey: string;
  content: Buffer;
  options: Options.Publish;
}

function confirmedPublish(channel: ConfirmChannel, message: Outgoing, what: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(new EventBusUnavailableError(`RabbitMQ did not confirm ${what}: ${errorMessage(error)}`));
    };
    // Without it a blocked connection would hold the publisher (and the outbox relay) forever.
    const timer = setTimeout(() => fail(`no confirm within ${timeoutMs} ms`), timeoutMs);
    try {
      // The callback runs on the broker's ack (no error) or on a nack or the channel's loss (error).
      const { exchange, routingKey, content, options } = message;
      channel.publish(exchange, routingKey, content, options, (error) => {
        if (error) return fail(error);
        clearTimeout(timer);
        resolve();
      });
    } catch (error) {
      fail(error);
    }
  });
}

function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
