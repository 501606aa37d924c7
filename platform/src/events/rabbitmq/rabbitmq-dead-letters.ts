import type { ChannelModel } from 'amqplib';
import type { DeadLetter } from '../event-bus.port';
import { toDeadLetter } from './rabbitmq-message';
import { consumerQueues } from './rabbitmq-topology';

/**
 * Reads a consumer's dead-letter queue without removing anything: messages are fetched
 * unacknowledged on a throwaway channel, whose closing hands them back to the queue.
 */
export async function readDeadLetters(model: ChannelModel, consumer: string, limit = 1_000): Promise<DeadLetter[]> {
  const channel = await model.createChannel();
  channel.on('error', () => undefined); // a missing queue closes this channel only
  const letters: DeadLetter[] = [];
  try {
    for (let i = 0; i < limit; i++) {
      const message = await channel.get(consumerQueues(consumer).dead, { noAck: false });
      if (message === false) break;
      letters.push(toDeadLetter(consumer, message));
    }
    return letters;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return []; // never subscribed: no queue
    throw error;
  } finally {
    await channel.close().catch(() => undefined);
  }
}
