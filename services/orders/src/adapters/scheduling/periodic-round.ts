import type { Logger } from '@shop/platform';

export interface PeriodicRoundOptions {
  /** Default 30 s. */
  intervalMs?: number;
  logger: Logger;
  /** What a round that did something is logged as (e.g. 'released the stock of expired unpaid orders'). */
  done: string;
  /** What a failed round is logged as; the next round tries again. */
  failed: string;
}

/**
 * Runs a round every `intervalMs` (the reservation sweeper, the EBM sender). Replicas may all
 * run it: each round claims its work with conditional updates. A round never overlaps the
 * previous one in this process.
 */
export class PeriodicRound {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private running = false;

  constructor(
    private readonly work: () => Promise<number>,
    private readonly options: PeriodicRoundOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  /** Stops the timer and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round now (after the one in progress, if any). */
  runNow(): Promise<number> {
    const next = this.round.then(() => this.work());
    this.round = next.catch(() => undefined);
    return next;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runNow()
        .then((count) => {
          if (count > 0) this.options.logger.info({ count }, this.options.done);
        })
        .catch((error: unknown) => this.options.logger.warn({ err: error }, this.options.failed))
        .finally(() => {
          if (this.running) this.schedule();
        });
    }, this.options.intervalMs ?? 30_000);
    this.timer.unref?.();
  }
}
