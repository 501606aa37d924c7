import { AppError } from '@shop/domain';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import type { IdempotencyRecord } from '../ports/idempotency-store.port';
import { canonicalJson } from './canonical-json';

export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request's result. Default 15 s. */
  maxWaitMs?: number;
  /** Pause between looks at the first request's claim. Default 20 ms. */
  pollMs?: number;
  /** A claim older than this belongs to a request that died; it is taken over. Default 60 s. */
  staleMs?: number;
}

/**
 * Runs the work once per (user, key). The key is claimed first with a unique index, so of
 * any number of concurrent copies exactly one does the work; the others wait for its result
 * (or, when it failed and freed the key, try themselves). The same key with a different
 * payload is a conflict.
 */
export class IdempotencyGuard {
  private readonly maxWaitMs: number;
  private readonly pollMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly deps: Pick<OrdersPorts, 'idempotency' | 'clock' | 'digest'>,
    options: IdempotencyOptions = {},
  ) {
    this.maxWaitMs = options.maxWaitMs ?? 15_000;
    this.pollMs = options.pollMs ?? 20;
    this.staleMs = options.staleMs ?? 60_000;
  }

  async run(userId: string, key: string, request: unknown, work: () => Promise<string>): Promise<{ orderId: string; replayed: boolean }> {
    const fingerprint = this.deps.digest.sha256(canonicalJson(request));
    const { idempotency } = this.deps;
    let waited = 0;
    for (let round = 0; round < 50; round += 1) {
      const claimedAt = this.now();
      const claim = await idempotency.claim({ userId, key, fingerprint, state: 'processing', claimedAt });
      if (claim.claimed) return this.work(userId, key, claimedAt, work);
      let existing = claim.existing;
      while (existing?.state === 'processing') {
        this.sameRequest(existing, fingerprint);
        const takeOverAt = this.now();
        const staleBefore = new Date(Date.parse(takeOverAt) - this.staleMs).toISOString();
        if (existing.claimedAt < staleBefore && (await idempotency.takeOver(userId, key, staleBefore, takeOverAt))) {
          return this.work(userId, key, takeOverAt, work);
        }
        if (waited >= this.maxWaitMs) throw new AppError('conflict', M.idempotencyInProgress);
        await this.deps.clock.sleep(this.pollMs);
        waited += this.pollMs;
        existing = await idempotency.find(userId, key);
      }
      if (!existing) continue; // the first request failed and freed the key: ours to try
      this.sameRequest(existing, fingerprint);
      if (existing.orderId) return { orderId: existing.orderId, replayed: true };
    }
    throw new AppError('conflict', M.idempotencyInProgress);
  }

  private async work(userId: string, key: string, claimedAt: string, work: () => Promise<string>) {
    let orderId: string;
    try {
      orderId = await work();
    } catch (error) {
      await this.deps.idempotency.abandon(userId, key, claimedAt);
      throw error;
    }
    await this.deps.idempotency.complete(userId, key, claimedAt, orderId);
    return { orderId, replayed: false };
  }

  private sameRequest(existing: IdempotencyRecord, fingerprint: string): void {
    if (existing.fingerprint !== fingerprint) throw new AppError('conflict', M.idempotencyKeyReused);
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
