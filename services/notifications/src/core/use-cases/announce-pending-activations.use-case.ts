import { announceActivation } from '../newsletter/announce-activation';
import { announceDeactivation } from '../newsletter/announce-deactivation';
import type { NotificationsPorts } from '../notifications-ports';

const BATCH = 100;

/**
 * Records newsletter.subscribed for activations, and newsletter.unsubscribed for deactivations,
 * whose event a crash left unrecorded (the subscriber was saved, the outbox entry was not). Run
 * at start; returns how many events it announced.
 */
export class AnnouncePendingActivations {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers' | 'events' | 'log'>) {}

  async execute(): Promise<number> {
    let announced = 0;
    for (;;) {
      const pending = await this.deps.subscribers.unannounced(BATCH);
      for (const subscriber of pending) await announceActivation(this.deps, subscriber);
      announced += pending.length;
      if (pending.length < BATCH) break;
    }
    for (;;) {
      const pending = await this.deps.subscribers.unannouncedDeactivations(BATCH);
      for (const subscriber of pending) await announceDeactivation(this.deps, subscriber);
      announced += pending.length;
      if (pending.length < BATCH) break;
    }
    if (announced > 0) this.deps.log.info({ announced }, 'announced subscription changes left unannounced');
    return announced;
  }
}
