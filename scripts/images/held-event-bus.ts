import { EventBusUnavailableError, type EventBus } from '../../platform/src/index';

/**
 * A bus that publishes nothing: the catalog's changes wait in its outbox, and the shop's own relay
 * announces them to the shop's consumers when it next runs (a command's relay would announce them
 * to nobody, and mark them sent).
 */
export class HeldEventBus implements EventBus {
  publish(): Promise<void> {
    return Promise.reject(new EventBusUnavailableError('held for the shop’s own relay'));
  }
  subscribe(): Promise<void> {
    return Promise.resolve();
  }
  ping(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
