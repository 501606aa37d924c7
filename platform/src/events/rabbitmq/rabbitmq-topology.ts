import type { Channel } from 'amqplib';

export const EVENTS_EXCHANGE = 'shop.events';
export const DEAD_LETTER_EXCHANGE = 'shop.events.dlx';

export interface ConsumerQueues {
  /** Bound to the consumer's patterns on `shop.events`. */
  main: string;
  /** Holds failed deliveries for their backoff (per-message TTL), then dead-letters them back to `main`. */
  retry: string;
  /** Parked deliveries, bound to `shop.events.dlx` with the consumer name as routing key. */
  dead: string;
}

export function consumerQueues(consumer: string): ConsumerQueues {
  return { main: `shop.${consumer}`, retry: `shop.${consumer}.retry`, dead: `shop.${consumer}.dlq` };
}

export async function declareExchanges(channel: Channel): Promise<void> {
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
}

/**
 * All durable. Only the retry queue carries arguments, and they depend on the consumer name
 * alone, so redeclaring never conflicts when settings such as the retry delay change.
 */
export async function declareConsumerQueues(channel: Channel, consumer: string, patterns: string[]): Promise<void> {
  const queues = consumerQueues(consumer);
  await declareExchanges(channel);
  await channel.assertQueue(queues.main, { durable: true });
  await channel.assertQueue(queues.retry, {
    durable: true,
    // The default exchange routes by queue name: expired retries land back in the main queue.
    deadLetterExchange: '',
    deadLetterRoutingKey: queues.main,
  });
  await channel.assertQueue(queues.dead, { durable: true });
  await channel.bindQueue(queues.dead, DEAD_LETTER_EXCHANGE, consumer);
  for (const pattern of patterns) await channel.bindQueue(queues.main, EVENTS_EXCHANGE, pattern);
}
