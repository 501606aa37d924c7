import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../logging/request-context';
import { EventBusUnavailableError } from './event-bus.port';
import {
  ContractHarness,
  recorder,
  type ContractBus,
  type EventBusContractOptions,
  type EventBusContractSettings,
} from './testing/contract-harness';
import { outboxCases } from './testing/outbox-contract-cases';
import { reliabilityCases } from './testing/reliability-contract-cases';

export type { ContractBus, EventBusContractOptions, EventBusContractSettings };

/**
 * The one suite every EventBus adapter passes. `makeBus` gets small retry settings so
 * failure cases finish fast; the bus must also implement DeadLetterInspector.
 */
export function eventBusContract(
  adapterName: string,
  makeBus: (settings: EventBusContractSettings) => Promise<ContractBus>,
  options: EventBusContractOptions,
): void {
  const h = new ContractHarness(makeBus, options);

  describe(`EventBus contract: ${adapterName}`, () => {
    afterEach(() => h.closeAll());
    afterAll(() => h.cleanup());

    describe('routing', () => {
      it('delivers events whose routing key matches the patterns, and no others', async () => {
        const bus = await h.bus();
        const got = recorder();
        await bus.subscribe({ consumer: h.consumer('orders'), patterns: [h.type('order.*')], handler: got.handler });
        const placed = h.event('order.placed');
        const changed = h.event('order.status-changed');
        // Non-matching first: had they been routed, they would arrive before the matching ones.
        for (const event of [h.event('payment.settled'), h.event('order.placed.late'), placed, changed]) {
          await bus.publish(event);
        }
        await h.until('both order events', () => got.received.length >= 2);
        expect(got.ids()).toEqual([placed.id, changed.id]);
      });

      it('matches `*` as exactly one word and `#` as zero or more', async () => {
        const bus = await h.bus();
        const got = recorder();
        const patterns = [h.type('*.settled'), h.type('newsletter.#')];
        await bus.subscribe({ consumer: h.consumer('wild'), patterns, handler: got.handler });
        const wanted = [h.event('payment.settled'), h.event('newsletter'), h.event('newsletter.subscribed.again')];
        for (const event of [h.event('order.placed'), h.event('payment.settled.late'), h.event('x.payment.settled')]) {
          await bus.publish(event);
        }
        for (const event of wanted) await bus.publish(event);
        await h.until('three matching events', () => got.received.length >= 3);
        expect(got.ids()).toEqual(wanted.map((event) => event.id));
      });

      it('fans out: every consumer gets every event it is bound to, in order', async () => {
        const bus = await h.bus();
        const first = recorder();
        const second = recorder();
        await bus.subscribe({ consumer: h.consumer('fan-a'), patterns: [h.type('#')], handler: first.handler });
        await bus.subscribe({ consumer: h.consumer('fan-b'), patterns: [h.type('#')], handler: second.handler });
        const events = [h.event('order.placed'), h.event('review.created'), h.event('payment.settled')];
        for (const event of events) await bus.publish(event);
        await h.until('both consumers', () => first.received.length >= 3 && second.received.length >= 3);
        expect(first.ids()).toEqual(events.map((event) => event.id));
        expect(second.ids()).toEqual(events.map((event) => event.id));
      });

      it('binds one consumer to several patterns, each event once', async () => {
        const bus = await h.bus();
        const got = recorder();
        const patterns = [h.type('order.*'), h.type('order.placed'), h.type('#.placed')];
        await bus.subscribe({ consumer: h.consumer('multi'), patterns, handler: got.handler });
        const placed = h.event('order.placed');
        const sentinel = h.event('order.status-changed');
        await bus.publish(placed);
        await bus.publish(sentinel);
        await h.until('the sentinel', () => got.count(sentinel.id) === 1);
        expect(got.ids()).toEqual([placed.id, sentinel.id]);
      });

      it('accepts one subscription per consumer name and rejects unsafe names', async () => {
        const bus = await h.bus();
        const name = h.consumer('twice');
        await bus.subscribe({ consumer: name, patterns: [h.type('#')], handler: recorder().handler });
        await expect(bus.subscribe({ consumer: name, patterns: [h.type('#')], handler: recorder().handler })).rejects.toThrow(
          /already subscribed/,
        );
        await expect(bus.subscribe({ consumer: 'no spaces', patterns: ['#'], handler: recorder().handler })).rejects.toThrow(
          TypeError,
        );
      });
    });

    describe('envelope', () => {
      it('delivers payload and headers intact and restores the request id around the handler', async () => {
        const bus = await h.bus();
        const got = recorder();
        await bus.subscribe({ consumer: h.consumer('payload'), patterns: [h.type('order.placed')], handler: got.handler });
        const data = { text: 'Ikawa — 15 000 RWF ☕', total: 2_500_000, lines: [{ qty: 2, note: null }], flags: { paid: false } };
        const event = h.event('order.placed', data);
        // The request id travels in the headers, not in the publisher's context.
        await runWithRequestContext({ requestId: 'publisher-context' }, () => bus.publish(event, { requestId: 'req-42' }));
        await h.until('the event', () => got.received.length === 1);
        const [first] = got.received;
        expect(first?.event).toEqual(event);
        expect(first?.headers).toEqual({ requestId: 'req-42' });
        expect(first?.contextRequestId).toBe('req-42');
      });

      it('delivers without headers when none were given', async () => {
        const bus = await h.bus();
        const got = recorder();
        await bus.subscribe({ consumer: h.consumer('bare'), patterns: [h.type('#')], handler: got.handler });
        await bus.publish(h.event('review.created'));
        await h.until('the event', () => got.received.length === 1);
        expect(got.received[0]?.headers.requestId).toBeUndefined();
      });

      it('rejects an event whose type is not a routing key', async () => {
        const bus = await h.bus();
        await expect(bus.publish({ ...h.event('order.placed'), type: 'order.*' })).rejects.toThrow(TypeError);
      });
    });

    describe('lifecycle', () => {
      it('answers ping while open; after close, ping and publish reject as unavailable', async () => {
        const bus = await h.bus();
        await expect(bus.ping()).resolves.toBeUndefined();
        await bus.close();
        await expect(bus.ping()).rejects.toBeInstanceOf(EventBusUnavailableError);
        await expect(bus.publish(h.event('order.placed'))).rejects.toBeInstanceOf(EventBusUnavailableError);
      });
    });

    reliabilityCases(h);
    outboxCases(h);
  });
}
