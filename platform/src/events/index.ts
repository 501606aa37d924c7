export * from './event-bus.port';
export { consumeEvent, type ConsumeEventDeps } from './consume-event';
export { InProcessEventBus, type InProcessEventBusOptions } from './in-process/in-process-event-bus';
export { Outbox } from './outbox/outbox';
export { OUTBOX_COLLECTION, type OutboxEntry, type OutboxStatus } from './outbox/outbox-entry';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
export { createEvent, type CreateEventOptions } from './outbox/create-event';
export {
  idempotent,
  EventInProgressError,
  PROCESSED_EVENTS_COLLECTION,
  type IdempotentOptions,
} from './idempotent-handler';
