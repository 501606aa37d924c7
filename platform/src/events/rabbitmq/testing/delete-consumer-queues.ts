import { connect } from 'amqplib';
import { consumerQueues } from '../rabbitmq-topology';

/** Test cleanup on the shared broker: drops the queues a test run declared. */
export async function deleteConsumerQueues(url: string, consumers: string[]): Promise<void> {
  const model = await connect(url);
  try {
    const channel = await model.createChannel();
    for (const consumer of consumers) {
      const { main, retry, dead } = consumerQueues(consumer);
      for (const queue of [main, retry, dead]) await channel.deleteQueue(queue);
    }
    await channel.close();
  } finally {
    await model.close();
  }
}
