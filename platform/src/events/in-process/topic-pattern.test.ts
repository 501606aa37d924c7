import { describe, expect, it } from 'vitest';
import { topicMatches } from './topic-pattern';

describe('topicMatches (AMQP topic rules)', () => {
  it.each([
    ['order.placed', 'order.placed', true],
    ['order.placed', 'order.status-changed', false],
    ['order.*', 'order.placed', true],
    ['order.*', 'order', false],
    ['order.*', 'order.placed.late', false],
    ['*.settled', 'payment.settled', true],
    ['#', 'order.placed', true],
    ['#', 'order', true],
    ['order.#', 'order', true],
    ['order.#', 'order.placed.late', true],
    ['order.#', 'orders.placed', false],
    ['#.placed', 'order.placed', true],
    ['#.placed', 'placed', true],
    ['a.#.z', 'a.z', true],
    ['a.#.z', 'a.b.c.z', true],
    ['a.#.z', 'a.b.c', false],
    ['*', 'one.two', false],
  ])('%s vs %s -> %s', (pattern, key, expected) => {
    expect(topicMatches(pattern, key)).toBe(expected);
  });
});
