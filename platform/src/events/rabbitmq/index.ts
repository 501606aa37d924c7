// Loaded only when AMQP_URL is configured, so the embedded topology never loads amqplib.
export { RabbitMqEventBus, type RabbitMqEventBusOptions } from './rabbitmq-event-bus';
export { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE, consumerQueues } from './rabbitmq-topology';
