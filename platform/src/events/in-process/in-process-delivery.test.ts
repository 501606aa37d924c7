import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../event-bus.port';
import { createEvent } from '../outbox/create-event';
import { EventInProgressError } from '../idempotent-handler';
import { InProcessEventBus } from './in-process-event-bus';

// What the contract cannot assert for every adapter: the in-process bus's own guarantees.
const buses: InProcessEventBus[] = [];
const make = (options = {}) => {
  const bus = new InProcessEventBus({ retryDelayMs: 1, ...options });
  buses.push(bus);
  return bus;
};
const event = (type: string): DomainEvent => createEvent(type, {}, { now: new Date() });
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

describe('InProcessEventBus', () => {
  it('delivers asynchronously: publish returns before the handler runs', async () => {
    const bus = make();
    let ran = false;
    await bus.subscribe({ consumer: 'async', patterns: ['#'], handler: async () => void (ran = true) });
    await bus.publish(event('order.placed'));
    expect(ran).toBe(false);
    await bus.drain();
    expect(ran).toBe(true);
  });

  it('hands each consumer its own copy of the payload', async () => {
    const bus = make();
    const seen: unknown[] = [];
    await bus.subscribe({ consumer: 'mutator', patterns: ['#'], handler: async (e) => void (e.data.changed = true) });
    await bus.subscribe({ consumer: 'reader', patterns: ['#'], handler: async (e) => void seen.push(e.data) });
    const original = event('order.placed');
    await bus.publish(original);
    await bus.drain();
    expect(seen).toEqual([{}]);
    expect(original.data).toEqual({});
  });

  it('retries 5 times by default, then dead-letters; drain waits for all of it', async () => {
    const bus = make();
    let calls = 0;
    await bus.subscribe({
      consumer: 'failing',
      patterns: ['order.*'],
      handler: async () => {
        calls++;
        throw new Error('nope');
      },
    });
    const failed = event('order.placed');
    await bus.publish(failed);
    await bus.drain();
    expect(calls).toBe(6);
    expect(await bus.deadLetters('failing')).toEqual([
      { consumer: 'failing', event: failed, headers: {}, attempts: 6, error: 'nope' },
    ]);
  });

  it('waits out an event held by another delivery without counting it as a failure', async () => {
    const bus = make({ maxRetries: 1 });
    let calls = 0;
    await bus.subscribe({
      consumer: 'held',
      patterns: ['order.*'],
      handler: async (e) => {
        calls++;
        // Held ten times over, then free: more than the retries a failure gets.
        if (calls <= 10) throw new EventInProgressError('held', e.id, 1);
      },
    });
    await bus.publish(event('order.placed'));
    await bus.drain();
    expect(calls).toBe(11);
    expect(await bus.deadLetters('held')).toEqual([]);
  });

  it('keeps handling in queue order per consumer', async () => {
    const bus = make();
    const order: string[] = [];
    await bus.subscribe({
      consumer: 'ordered',
      patterns: ['#'],
      handler: async (e) => {
        await new Promise((resolve) => setTimeout(resolve, e.data.slow ? 5 : 0));
        order.push(e.type);
      },
    });
    await bus.publish(createEvent('a.slow', { slow: true }, { now: new Date() }));
    await bus.publish(event('b.fast'));
    await bus.drain();
    expect(order).toEqual(['a.slow', 'b.fast']);
  });

  it('close lets queued work finish, then refuses new events', async () => {
    const bus = make();
    let handled = 0;
    await bus.subscribe({ consumer: 'closing', patterns: ['#'], handler: async () => void handled++ });
    await bus.publish(event('order.placed'));
    await bus.close();
    expect(handled).toBe(1);
    await expect(bus.publish(event('order.placed'))).rejects.toThrow(/closed/);
  });

  it('close gives up on a delivery still retrying after its timeout, and the retry never runs', async () => {
    const retryMs = 200;
    const bus = make({ retryDelayMs: retryMs, maxRetryDelayMs: retryMs, closeTimeoutMs: 20 });
    let attempts = 0;
    await bus.subscribe({
      consumer: 'stuck',
      patterns: ['#'],
      handler: async () => {
        attempts++;
        throw new Error('down');
      },
    });
    await bus.publish(event('order.placed'));
    await bus.close();
    // Back before the first retry was due: close did not wait for the retries.
    expect(attempts).toBe(1);
    await expect(bus.drain()).resolves.toBeUndefined();
    // Well past the retry's time: it was dropped, not run and not dead-lettered.
    await new Promise((resolve) => setTimeout(resolve, retryMs * 2));
    expect(attempts).toBe(1);
    expect(await bus.deadLetters('stuck')).toEqual([]);
  });

  it('publishSettled resolves once every consumer has handled the event or dead-lettered it', async () => {
    const bus = make({ maxRetries: 1 });
    const handled: string[] = [];
    await bus.subscribe({ consumer: 'mail', patterns: ['#'], handler: async () => void handled.push('mail') });
    await bus.subscribe({
      consumer: 'broken',
      patterns: ['#'],
      handler: async () => {
        throw new Error('down');
      },
    });
    await bus.publishSettled(event('order.placed'));
    expect(handled).toEqual(['mail']);
    expect(await bus.deadLetters('broken')).toHaveLength(1);
  });

  it('publishSettled rejects for an event the bus dropped when it closed', async () => {
    const bus = make({ retryDelayMs: 200, maxRetryDelayMs: 200, closeTimeoutMs: 10 });
    await bus.subscribe({
      consumer: 'stuck',
      patterns: ['#'],
      handler: async () => {
        throw new Error('down');
      },
    });
    const settled = bus.publishSettled(event('order.placed'));
    await bus.close();
    await expect(settled).rejects.toThrow(/closed/);
  });

  it('a held bus keeps what is published until it opens, then delivers it to the consumers there by then', async () => {
    const bus = make({ held: true });
    const seen: string[] = [];
    const early = event('order.placed');
    const settled = bus.publishSettled(early);
    await bus.subscribe({ consumer: 'late', patterns: ['#'], handler: async (e) => void seen.push(e.id) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen).toEqual([]);
    bus.open();
    await settled;
    expect(seen).toEqual([early.id]);
  });
});
