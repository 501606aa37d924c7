import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../documents/document-store.port';
import { SqliteDocumentStore } from '../../../documents/sqlite/sqlite-document-store';
import { EventBusUnavailableError, type DomainEvent, type EventHandler } from '../../event-bus.port';
import { idempotent } from '../../idempotent-handler';
import { createEvent } from '../../outbox/create-event';
import { Outbox } from '../../outbox/outbox';
import type { OutboxEntry } from '../../outbox/outbox-entry';
import { OutboxRelay } from '../../outbox/outbox-relay';
import { waitFor } from '../../testing/wait-for';
import { RabbitMqEventBus } from '../rabbitmq-event-bus';
import { deleteConsumerQueues } from './delete-consumer-queues';
import { TcpProxy } from './tcp-proxy';

/**
 * Broker outages without stopping the shared broker: the bus talks to it through a
 * TcpProxy that the tests cut (every connection reset, new ones refused) and restore.
 */
export function outageCases(brokerUrl: string): void {
  const run = randomBytes(4).toString('hex');
  const consumers: string[] = [];
  let proxy: TcpProxy;
  let bus: RabbitMqEventBus;
  let store: DocumentStore;
  let relay: OutboxRelay;

  const consumer = (label: string) => {
    consumers.push(`outage-${run}-${label}`);
    return `outage-${run}-${label}`;
  };
  const event = (key: string): DomainEvent => createEvent(`o${run}.${key}`, { key }, { now: new Date() });
  const until = (what: string, check: () => boolean | Promise<boolean>) => waitFor(what, check, { timeoutMs: 20_000, intervalMs: 20 });
  const connected = () => bus.ping().then(() => true, () => false);

  describe('RabbitMqEventBus across a broker outage (TCP proxy)', () => {
    beforeEach(async () => {
      const broker = new URL(brokerUrl);
      proxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
      broker.hostname = '127.0.0.1';
      broker.port = String(await proxy.start());
      bus = await RabbitMqEventBus.connect(broker.toString(), { reconnectDelayMs: 50, maxReconnectDelayMs: 200 });
      store = new SqliteDocumentStore();
      relay = new OutboxRelay({ store, bus, pollIntervalMs: 20, retry: { initialMs: 20, maxMs: 200 } });
    });

    afterEach(async () => {
      await relay.stop();
      await bus.close();
      await proxy.close();
      await store.close();
    });

    afterAll(() => deleteConsumerQueues(brokerUrl, consumers));

    it('reconnects after the link is cut and restored; subscribers keep receiving', async () => {
      const seen: string[] = [];
      await bus.subscribe({ consumer: consumer('a'), patterns: [`o${run}.a.#`], handler: async (e) => void seen.push(e.id) });
      const before = event('a.before');
      await bus.publish(before);
      await until('the first event', () => seen.length === 1);

      proxy.cut();
      await until('the bus to notice the drop', async () => !(await connected()));
      await expect(bus.publish(event('a.during'))).rejects.toThrow(EventBusUnavailableError);
      await expect(bus.publish(event('a.during'))).rejects.toThrow(/not connected/);

      proxy.restore();
      await until('the bus to reconnect', connected);
      const after = event('a.after');
      await bus.publish(after);
      await until('the event after reconnecting', () => seen.includes(after.id));
      // At least once: an acknowledgement the cut swallowed brings `before` back after the
      // reconnect (consumers dedupe by event id); nothing sent while cut is delivered.
      expect([...new Set(seen)]).toEqual([before.id, after.id]);
    });

    it('delivers an event recorded in the outbox while the link was cut, once it is restored', async () => {
      const seen: string[] = [];
      await bus.subscribe({ consumer: consumer('b'), patterns: [`o${run}.b.#`], handler: async (e) => void seen.push(e.id) });
      relay.start();
      proxy.cut();
      await until('the bus to notice the drop', async () => !(await connected()));

      const recorded = event('b.recorded');
      await new Outbox(store).record(recorded);
      await expect(relay.flush()).rejects.toThrow(EventBusUnavailableError);
      const entries = store.collection<OutboxEntry>('outbox');
      expect(await entries.count({ status: 'pending' })).toBe(1);

      proxy.restore();
      await until('the recorded event', () => seen.includes(recorded.id));
      await until('the entry to be published', async () => (await entries.count({ status: 'published' })) === 1);
      expect(seen).toEqual([recorded.id]);
    });

    it('loses nothing and handles nothing twice when the link drops before an ack', async () => {
      const name = consumer('c');
      const events = Array.from({ length: 10 }, (_, i) => event(`c.n${i}`));
      const cutOn = events[2]!;
      const deliveries = new Map<string, number>();
      const handled: string[] = [];
      let cutDone = false;
      const inner = idempotent(store, name, async (e) => {
        handled.push(e.id);
        // Drop the link after the work is done and before the ack can reach the broker.
        if (e.id === cutOn.id && !cutDone) {
          cutDone = true;
          proxy.cut();
        }
      });
      const counting: EventHandler = async (e, headers) => {
        deliveries.set(e.id, (deliveries.get(e.id) ?? 0) + 1);
        await inner(e, headers);
      };
      await bus.subscribe({ consumer: name, patterns: [`o${run}.c.#`], handler: counting });
      relay.start();
      const outbox = new Outbox(store);
      for (const e of events.slice(0, 5)) await outbox.record(e);
      await until('the link to be cut by the handler', async () => cutDone && !(await connected()));
      for (const e of events.slice(5)) await outbox.record(e); // recorded during the outage

      proxy.restore();
      await until('every event handled', () => events.every((e) => handled.includes(e.id)));
      await until('the unacked delivery to come back', () => (deliveries.get(cutOn.id) ?? 0) >= 2);
      expect([...handled].sort()).toEqual(events.map((e) => e.id).sort());
      expect(await bus.deadLetters(name)).toEqual([]);
    });
  });
}
