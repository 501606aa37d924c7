import { attemptDelivery } from '../mail/deliver';
import type { NotificationsPorts } from '../notifications-ports';

const BATCH = 50;
/** How long a taken send is kept from others while it is tried. */
const LEASE_MS = 5 * 60_000;

/** The scheduler's round: tries again every pending send whose next attempt is due. Returns how many were tried. */
export class RetryDeliveries {
  constructor(private readonly deps: Pick<NotificationsPorts, 'deliveries' | 'mailer' | 'clock' | 'log' | 'settings'>) {}

  async execute(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const due = await this.deps.deliveries.due(now.toISOString(), BATCH);
      for (const record of due) {
        const taken = await this.deps.deliveries.claim(record.id, record.attempts, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString());
        if (!taken) continue;
        await attemptDelivery(this.deps, taken);
        tried += 1;
      }
      if (due.length < BATCH) return tried;
    }
  }
}
