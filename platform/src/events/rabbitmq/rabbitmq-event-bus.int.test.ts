import { SqliteDocumentStore } from '../../documents/sqlite/sqlite-document-store';
import { eventBusContract } from '../event-bus.contract';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { deleteConsumerQueues } from './testing/delete-consumer-queues';
import { outageCases } from './testing/outage-cases';

const url = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

eventBusContract('rabbitmq', (settings) => RabbitMqEventBus.connect(url, { ...settings, reconnectDelayMs: 50 }), {
  makeStore: () => new SqliteDocumentStore(),
  cleanup: (consumers) => deleteConsumerQueues(url, consumers),
});

outageCases(url);
