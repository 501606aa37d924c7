import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteDocumentStore } from '../documents/sqlite/sqlite-document-store';
import { InProcessEventBus } from '../events/in-process/in-process-event-bus';
import { createEvent } from '../events/outbox/create-event';
import { Outbox } from '../events/outbox/outbox';
import { OutboxRelay } from '../events/outbox/outbox-relay';
import type { EventHeaders } from '../events/event-bus.port';
import { runWithRequestContext } from '../logging/request-context';
import { shopMetrics } from './metrics';
import { REQUEST_ID_ATTRIBUTE, setupTracing, shopTracer, type Tracing } from './tracing';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
beforeAll(async () => {
  tracing = await setupTracing({ serviceName: 'events-test', exporter });
});
afterAll(() => tracing?.shutdown());

async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await shopMetrics().registry.getSingleMetric(name)!.get();
  return metric.values.filter((v) => Object.entries(labels).every(([key, l]) => v.labels[key] === l)).reduce((sum, v) => sum + v.value, 0);
}

const placed = (total: number) =>
  createEvent('order.placed', { orderId: 'x', total, paymentMethod: 'momo' }, { now: new Date(Date.now() - 2_000) });

describe('events, observed', () => {
  it('carry the recording request through the outbox, the relay and the bus to the consumer, and count it all', async () => {
    const store = new SqliteDocumentStore();
    const bus = new InProcessEventBus({ retryDelayMs: 1, maxRetries: 1 });
    const seen: EventHeaders[] = [];
    await bus.subscribe({ consumer: 'test.seen', patterns: ['order.*'], handler: async (_event, headers) => void seen.push(headers) });
    await bus.subscribe({ consumer: 'test.broken', patterns: ['order.*'], handler: () => Promise.reject(new Error('nope')) });
    const relay = new OutboxRelay({ store, bus });
    const before = {
      orders: await value('shop_orders_placed_total', { payment_method: 'momo' }),
      revenue: await value('shop_order_revenue_rwf_total', { payment_method: 'momo' }),
      dead: await value('shop_events_dead_lettered_total', { consumer: 'test.broken', type: 'order.placed' }),
    };
    exporter.reset();
    const root = shopTracer().startSpan('request');
    await runWithRequestContext({ requestId: 'event-trace-1' }, () =>
      context.with(trace.setSpan(context.active(), root), () => new Outbox(store).record(placed(31_000))),
    );
    root.end();
    await relay.flush();
    await bus.drain();

    expect(seen).toEqual([{ requestId: 'event-trace-1', traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) }]);
    const spans = exporter.getFinishedSpans();
    const publish = spans.find((span) => span.name === 'publish order.placed')!;
    const consume = spans.find((span) => span.name === 'consume order.placed' && span.attributes['messaging.consumer.group.name'] === 'test.seen')!;
    expect(publish.kind).toBe(SpanKind.PRODUCER);
    expect(publish.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
    expect(consume.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(consume.attributes[REQUEST_ID_ATTRIBUTE]).toBe('event-trace-1');

    expect(await value('shop_orders_placed_total', { payment_method: 'momo' })).toBe(before.orders + 1);
    expect(await value('shop_order_revenue_rwf_total', { payment_method: 'momo' })).toBe(before.revenue + 31_000);
    expect(await value('shop_events_consumed_total', { consumer: 'test.seen', type: 'order.placed', outcome: 'ok' })).toBe(1);
    expect(await value('shop_events_consumed_total', { consumer: 'test.broken', type: 'order.placed', outcome: 'error' })).toBe(2);
    expect(await value('shop_events_dead_lettered_total', { consumer: 'test.broken', type: 'order.placed' })).toBe(before.dead + 1);
    const lag = await shopMetrics().registry.getSingleMetric('shop_event_consumer_lag_seconds')!.get();
    const lagSum = lag.values.find((v) => (v as { metricName?: string }).metricName === 'shop_event_consumer_lag_seconds_sum' && v.labels.consumer === 'test.seen');
    expect(lagSum?.value).toBeGreaterThanOrEqual(2);
    await bus.close();
    await store.close();
  });

  it('reads the outbox backlog at scrape time, from the stores of running relays', async () => {
    const store = new SqliteDocumentStore();
    const bus = new InProcessEventBus({ held: true }); // holds what is published: the entries stay claimed
    const relay = new OutboxRelay({ store, bus, pollIntervalMs: 60_000 });
    await new Outbox(store).record(placed(1000));
    await new Outbox(store).record(placed(2000));
    relay.start();
    await vi.waitFor(async () => expect(await shopMetrics().exposition()).toMatch(/^shop_outbox_backlog 2$/m));
    bus.open();
    await vi.waitFor(async () => expect(await shopMetrics().exposition()).toMatch(/^shop_outbox_backlog 0$/m));
    await relay.stop();
    await bus.close();
    await store.close();
  });
});
