// After a stop or a kill, what the shop owes is delivered by its next life: the orders outbox
// publishes what was committed, and notifications sends (or retries) the receipts.
import { ORDER_PLACED } from './invariants';
import { readCollection, readMailFolder } from './store-files';

/** The notifications retry scheduler looks for due sends every 15 s. */
const RETRY_ROUND_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the orders outbox has no order.placed left to publish, the receipts stop changing,
 * and no send left pending is due before the deadline (the retry scheduler makes those a minute
 * later). False when the deadline comes first.
 */
export async function deliveriesDrained(dataDir: string, deadline: number): Promise<boolean> {
  let lastMails = -1;
  let stableRounds = 0;
  while (Date.now() < deadline) {
    const outbox = readCollection<{ status: string; event: { type: string } }>(dataDir, 'orders', 'outbox');
    const unpublished = outbox.filter((entry) => entry.event.type === ORDER_PLACED && entry.status !== 'published').length;
    const pendingSends = readCollection<{ status: string; template: string; nextAttemptAt?: string }>(dataDir, 'notifications', 'email_deliveries').filter(
      (d) => d.template === 'order-placed' && d.status === 'pending',
    );
    const dueInTime = pendingSends.filter((d) => !d.nextAttemptAt || Date.parse(d.nextAttemptAt) + RETRY_ROUND_MS + 1_000 < deadline).length;
    const mails = readMailFolder(dataDir).length;
    stableRounds = mails === lastMails ? stableRounds + 1 : 0;
    lastMails = mails;
    if (unpublished === 0 && dueInTime === 0 && stableRounds >= 4) return true;
    await sleep(500);
  }
  return false;
}
