import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '../../documents/document-store.port';
import { currentRequestId } from '../../logging/request-context';
import type { DeadLetterInspector, DomainEvent, EventBus, EventHandler, EventHeaders } from '../event-bus.port';
import { createEvent } from '../outbox/create-event';
import { OutboxRelay } from '../outbox/outbox-relay';
import { waitFor } from './wait-for';

export type ContractBus = EventBus & DeadLetterInspector;

/** What the suite asks of the adapter; kept small so failures and retries finish fast. */
export interface EventBusContractSettings {
  maxRetries: number;
  retryDelayMs: number;
}

export interface EventBusContractOptions {
  /** A fresh, empty store for the idempotency and outbox cases. */
  makeStore: () => DocumentStore | Promise<DocumentStore>;
  /** Removes what the adapter keeps per consumer (RabbitMQ queues) after the suite. */
  cleanup?: (consumers: string[]) => Promise<void>;
  /** How long to wait for a delivery. Default 10 s. */
  timeoutMs?: number;
}

export interface Received {
  event: DomainEvent;
  headers: EventHeaders;
  /** The request id the handler saw in its context. */
  contextRequestId: string | undefined;
}

/** Per-suite bookkeeping: unique names, and everything the tests open, closed after each test. */
export class ContractHarness {
  readonly settings: EventBusContractSettings = { maxRetries: 2, retryDelayMs: 10 };
  readonly consumers: string[] = [];
  private readonly run = randomBytes(4).toString('hex');
  private counter = 0;
  private relays: OutboxRelay[] = [];
  private buses: EventBus[] = [];
  private stores: DocumentStore[] = [];

  constructor(
    private readonly makeBus: (settings: EventBusContractSettings) => Promise<ContractBus>,
    private readonly options: EventBusContractOptions,
  ) {}

  /** Exchange-safe and unique per run, because the broker is shared. */
  consumer(label: string): string {
    const name = `contract-${this.run}-${++this.counter}-${label}`;
    this.consumers.push(name);
    return name;
  }

  /** Routing keys live under a run prefix, so no other run's (or real service's) queue sees them. */
  type(key: string): string {
    return `t${this.run}.${key}`;
  }

  event(key: string, data: Record<string, unknown> = {}): DomainEvent {
    return createEvent(this.type(key), data, { now: new Date() });
  }

  async bus(): Promise<ContractBus> {
    const bus = await this.makeBus(this.settings);
    this.buses.push(bus);
    return bus;
  }

  async store(): Promise<DocumentStore> {
    const store = await this.options.makeStore();
    this.stores.push(store);
    return store;
  }

  relay(store: DocumentStore, bus: EventBus): OutboxRelay {
    const relay = new OutboxRelay({ store, bus, pollIntervalMs: 20, retry: { initialMs: 20, maxMs: 100 } });
    this.relays.push(relay);
    return relay;
  }

  until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
    return waitFor(what, check, { timeoutMs: this.options.timeoutMs ?? 10_000, intervalMs: 20 });
  }

  async closeAll(): Promise<void> {
    for (const relay of this.relays.splice(0)) await relay.stop();
    for (const bus of this.buses.splice(0)) await bus.close();
    for (const store of this.stores.splice(0)) await store.close();
  }

  cleanup(): Promise<void> {
    return this.options.cleanup?.(this.consumers) ?? Promise.resolve();
  }
}

/** A handler that records what it got; `fail` decides, per call, whether to throw. */
export function recorder(fail?: (event: DomainEvent, call: number) => boolean) {
  const received: Received[] = [];
  const handler: EventHandler = async (event, headers) => {
    received.push({ event, headers, contextRequestId: currentRequestId() });
    if (fail?.(event, received.length)) throw new Error(`handler failed on call ${received.length}`);
  };
  const ids = () => received.map((r) => r.event.id);
  const count = (id: string) => ids().filter((each) => each === id).length;
  return { received, handler, ids, count };
}
