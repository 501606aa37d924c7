import {
  EventBusUnavailableError,
  type DomainEvent,
  type EventBus,
  type EventHeaders,
  type Subscription,
} from '../event-bus.port';

/** Test double around a real bus: `cut()` makes publish and ping fail as during a broker outage. */
export class GatedEventBus implements EventBus {
  private open = true;

  constructor(private readonly inner: EventBus) {}

  cut(): void {
    this.open = false;
  }

  restore(): void {
    this.open = true;
  }

  async publish(event: DomainEvent, headers?: EventHeaders): Promise<void> {
    if (!this.open) throw new EventBusUnavailableError('Broker unreachable (gate cut)');
    await this.inner.publish(event, headers);
  }

  subscribe(subscription: Subscription): Promise<void> {
    return this.inner.subscribe(subscription);
  }

  async ping(): Promise<void> {
    if (!this.open) throw new EventBusUnavailableError('Broker unreachable (gate cut)');
    await this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
