import { describe, expect, it } from 'vitest';
import { EventBusUnavailableError } from '../event-bus.port';
import { Outbox } from '../outbox/outbox';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { recorder, type ContractHarness } from './contract-harness';
import { GatedEventBus } from './gated-event-bus';

/** Producers record into the outbox; the relay gets the events onto the bus. */
export function outboxCases(h: ContractHarness): void {
  describe('outbox and relay', () => {
    it('delivers a recorded event, with its request id, and marks the entry published', async () => {
      const store = await h.store();
      const bus = await h.bus();
      const got = recorder();
      await bus.subscribe({ consumer: h.consumer('outbox'), patterns: [h.type('order.*')], handler: got.handler });
      const event = h.event('order.placed', { orderId: 'a1' });
      await new Outbox(store).record(event, { requestId: 'req-outbox' });
      const relay = h.relay(store, bus);
      expect(await relay.flush()).toBe(1);
      await h.until('the event', () => got.received.length === 1);
      expect(got.received[0]).toMatchObject({ event, headers: { requestId: 'req-outbox' } });
      const entry = await store.collection<OutboxEntry>('outbox').findById(event.id);
      expect(entry).toMatchObject({ status: 'published', attempts: 1 });
      expect(await relay.flush()).toBe(0);
    });

    it('keeps events recorded while the bus cannot publish and delivers them, in order, once it can', async () => {
      const store = await h.store();
      const bus = await h.bus();
      const got = recorder();
      await bus.subscribe({ consumer: h.consumer('outage'), patterns: [h.type('#')], handler: got.handler });
      const gate = new GatedEventBus(bus);
      const outbox = new Outbox(store);
      const relay = h.relay(store, gate);

      gate.cut();
      const first = h.event('order.placed');
      await outbox.record(first);
      await expect(relay.flush()).rejects.toBeInstanceOf(EventBusUnavailableError);
      relay.start();
      const second = h.event('order.status-changed');
      await outbox.record(second);
      const entries = store.collection<OutboxEntry>('outbox');
      expect(await entries.count({ status: 'pending' })).toBe(2);

      gate.restore();
      await h.until('both events', () => got.received.length >= 2);
      expect(got.ids()).toEqual([first.id, second.id]);
      await h.until('entries published', async () => (await entries.count({ status: 'published' })) === 2);
    });

    it('refuses to record the same event twice', async () => {
      const store = await h.store();
      const outbox = new Outbox(store);
      const event = h.event('order.placed');
      await outbox.record(event);
      await expect(outbox.record(event)).rejects.toThrow();
    });
  });
}
