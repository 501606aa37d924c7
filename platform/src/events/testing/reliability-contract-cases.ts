import { defineEvent, objectIdSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotent } from '../idempotent-handler';
import { recorder, type ContractHarness } from './contract-harness';

/** Retries, dead letters and idempotent consumers. */
export function reliabilityCases(h: ContractHarness): void {
  describe('failures', () => {
    it('retries a handler that fails twice, then acknowledges the third delivery', async () => {
      const name = h.consumer('flaky');
      const patterns = [h.type('payment.settled')];
      const bus = await h.bus();
      const got = recorder((_event, call) => call <= 2);
      await bus.subscribe({ consumer: name, patterns, handler: got.handler });
      const event = h.event('payment.settled', { status: 'PAID' });
      await bus.publish(event, { requestId: 'req-retry' });
      await h.until('three deliveries', () => got.count(event.id) === 3);
      expect(got.received.map((r) => r.contextRequestId)).toEqual(['req-retry', 'req-retry', 'req-retry']);
      await bus.close(); // graceful: lets the third delivery's ack go out first

      // Acknowledged means gone: the same consumer on a new bus sees only new events.
      const again = await h.bus();
      const later = recorder();
      await again.subscribe({ consumer: name, patterns, handler: later.handler });
      const sentinel = h.event('payment.settled');
      await again.publish(sentinel);
      await h.until('the sentinel', () => later.count(sentinel.id) === 1);
      expect(later.ids()).toEqual([sentinel.id]);
      expect(await again.deadLetters(name)).toEqual([]);
    });

    it('parks an event that keeps failing in the dead-letter queue after the bounded retries', async () => {
      const name = h.consumer('broken');
      const bus = await h.bus();
      const poison = h.event('order.placed', { poison: true });
      const got = recorder((event) => event.id === poison.id);
      await bus.subscribe({ consumer: name, patterns: [h.type('order.placed')], handler: got.handler });
      const healthy = h.event('order.placed');
      await bus.publish(poison, { requestId: 'req-dlq' });
      await bus.publish(healthy);
      await h.until('the dead letter', async () => (await bus.deadLetters(name)).length === 1);
      const attempts = h.settings.maxRetries + 1;
      expect(got.count(poison.id)).toBe(attempts);
      // A failing event does not hold up the rest of the queue.
      expect(got.count(healthy.id)).toBe(1);
      const [letter] = await bus.deadLetters(name);
      expect(letter).toEqual({
        consumer: name,
        event: poison,
        headers: { requestId: 'req-dlq' },
        attempts,
        error: expect.stringMatching(/^handler failed on call \d+$/),
      });
    });
  });

  describe('payload schemas', () => {
    it('dead-letters an event off the consumer\'s schema at once and never hands it to the handler', async () => {
      const name = h.consumer('strict');
      const bus = await h.bus();
      const got = recorder();
      const placed = defineEvent(h.type('order.placed'), z.object({ orderId: objectIdSchema, total: z.number().int() }));
      await bus.subscribe({ consumer: name, patterns: [h.type('order.*')], schemas: [placed], handler: got.handler });
      const data = { orderId: 'a'.repeat(24), total: 15_000 };
      const badPayload = h.event('order.placed', { orderId: 'a1', total: 'lots' });
      const laterVersion = { ...h.event('order.placed', data), version: 2 };
      const undeclared = h.event('order.status-changed', data);
      const valid = h.event('order.placed', data);
      await bus.publish(badPayload, { requestId: 'req-refused' });
      await bus.publish(laterVersion);
      await bus.publish(undeclared);
      await bus.publish(valid);
      await h.until('the valid event', () => got.count(valid.id) === 1);
      await h.until('three dead letters', async () => (await bus.deadLetters(name)).length === 3);
      expect(got.ids()).toEqual([valid.id]);
      expect(got.received[0]?.event.data).toEqual(data);
      const letters = await bus.deadLetters(name);
      expect(letters.map((letter) => letter.event)).toEqual([badPayload, laterVersion, undeclared]);
      expect(letters.map((letter) => letter.attempts)).toEqual([0, 0, 0]);
      expect(letters[0]?.headers).toEqual({ requestId: 'req-refused' });
      expect(letters[0]?.error).toMatch(/orderId.*total/);
      expect(letters[1]?.error).toMatch(/version 2/);
      expect(letters[2]?.error).toMatch(/not an event consumer .* reads/);
    });
  });

  describe('idempotent consumer', () => {
    it('skips a second delivery of the same event id', async () => {
      const store = await h.store();
      const bus = await h.bus();
      const name = h.consumer('once');
      const handled: string[] = [];
      const handler = idempotent(store, name, async (event) => {
        handled.push(event.id);
      });
      await bus.subscribe({ consumer: name, patterns: [h.type('order.placed')], handler });
      const event = h.event('order.placed');
      const sentinel = h.event('order.placed');
      await bus.publish(event);
      await bus.publish(event); // the relay may publish twice (at-least-once)
      await bus.publish(sentinel);
      await h.until('the sentinel', () => handled.includes(sentinel.id));
      expect(handled).toEqual([event.id, sentinel.id]);
    });

    it('runs again after a failure, and records the event only once it succeeded', async () => {
      const store = await h.store();
      const bus = await h.bus();
      const name = h.consumer('once-flaky');
      const handled: string[] = [];
      const handler = idempotent(store, name, async (event) => {
        handled.push(event.id);
        if (handled.length === 1) throw new Error('first try fails');
      });
      await bus.subscribe({ consumer: name, patterns: [h.type('#')], handler });
      const event = h.event('review.created');
      await bus.publish(event);
      await h.until('the retry', () => handled.length === 2);
      const processed = store.collection('processed_events');
      await h.until('the record', async () => (await processed.count({ consumer: name, eventId: event.id, status: 'done' })) === 1);
      const sentinel = h.event('review.created');
      await bus.publish(event);
      await bus.publish(sentinel);
      await h.until('the sentinel', () => handled.includes(sentinel.id));
      expect(handled).toEqual([event.id, event.id, sentinel.id]);
      expect(await processed.count({ consumer: name })).toBe(2);
    });
  });
}
