export * from './event-bus.port';
