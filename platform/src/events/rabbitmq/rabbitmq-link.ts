import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from '../../logging/logger';
import { backoffDelay, type BackoffSettings } from '../backoff';

export interface RabbitMqSession {
  model: ChannelModel;
  /** Confirm channel shared by publish, retry and dead-letter republishing. */
  publisher: ConfirmChannel;
}

export interface RabbitMqLinkOptions {
  url: string;
  heartbeatSeconds: number;
  connectTimeoutMs: number;
  connectionName: string;
  reconnect: BackoffSettings;
  /** Runs after every (re)connect, before the session is handed out: topology and consumers. */
  setup: (session: RabbitMqSession) => Promise<void>;
  logger?: Logger;
}

/**
 * Owns the AMQP connection. When it drops (broker restart, network cut) the session is
 * withdrawn at once, so publishers fail fast, and a new connection is tried with backoff;
 * `setup` then redeclares the topology and restarts the consumers.
 */
export class RabbitMqLink {
  private session: RabbitMqSession | undefined;
  private lock: Promise<unknown> = Promise.resolve();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closing = false;

  constructor(private readonly options: RabbitMqLinkOptions) {}

  /** First connection; rejects when the broker cannot be reached, so a misconfigured start fails. */
  open(): Promise<void> {
    return this.exclusive(() => this.connectOnce());
  }

  current(): RabbitMqSession | undefined {
    return this.session;
  }

  /** Serialises connecting with subscribing, so a consumer is never left out of a setup. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** Something on this connection broke (a channel died): drop it and reconnect. */
  recycle(model: ChannelModel): void {
    if (this.closing || this.session?.model !== model) return;
    model.close().catch(() => undefined);
  }

  /** Runs `beforeClose` (stop consumers) on the live session, then closes it; no reconnects after. */
  async close(beforeClose: () => Promise<void>): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    await this.exclusive(async () => {
      await beforeClose();
      const session = this.session;
      this.session = undefined;
      await session?.model.close().catch(() => undefined);
    });
  }

  private async connectOnce(): Promise<void> {
    if (this.closing) return;
    const { url, heartbeatSeconds, connectTimeoutMs, connectionName, logger } = this.options;
    const model = await connect(withHeartbeat(url, heartbeatSeconds), {
      timeout: connectTimeoutMs,
      clientProperties: { connection_name: connectionName },
    });
    let lost = false;
    model.on('error', (error: Error) => logger?.warn({ err: error }, 'RabbitMQ connection error'));
    model.on('close', () => {
      lost = true;
      if (this.session?.model !== model) return;
      this.session = undefined;
      logger?.warn('RabbitMQ connection lost');
      this.scheduleReconnect();
    });
    try {
      const publisher = await model.createConfirmChannel();
      publisher.on('error', (error: Error) => logger?.warn({ err: error }, 'RabbitMQ publish channel error'));
      publisher.on('close', () => this.recycle(model));
      const session = { model, publisher };
      await this.options.setup(session);
      if (lost) throw new Error('RabbitMQ connection closed during setup');
      if (this.closing) throw new Error('Event bus closed during connect');
      this.session = session;
    } catch (error) {
      await model.close().catch(() => undefined);
      throw error;
    }
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    this.failures++;
    const delay = backoffDelay(this.failures, this.options.reconnect);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.exclusive(() => this.connectOnce()).then(
        () => {
          if (!this.session) return;
          this.options.logger?.info({ attempts: this.failures }, 'RabbitMQ reconnected');
          this.failures = 0;
        },
        (error: unknown) => {
          this.options.logger?.warn({ err: error, attempt: this.failures }, 'RabbitMQ reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
  }
}

function withHeartbeat(url: string, seconds: number): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', String(seconds));
  return parsed.toString();
}
