import type { Logger } from '@shop/platform';

/**
 * Runs the expiry round every `intervalMs` (default 30 s). Replicas may all run it: each order is
 * claimed with a conditional update. A round never overlaps the previous one in this process.
 */
export class ReservationSweeper {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private running = false;

  constructor(
    private readonly sweep: () => Promise<number>,
    private readonly options: { intervalMs?: number; logger: Logger },
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
    const next = this.round.then(() => this.sweep());
    this.round = next.catch(() => undefined);
    return next;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runNow()
        .then((expired) => {
          if (expired > 0) this.options.logger.info({ expired }, 'released the stock of expired unpaid orders');
        })
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'reservation sweep failed; will retry'))
        .finally(() => {
          if (this.running) this.schedule();
        });
    }, this.options.intervalMs ?? 30_000);
    this.timer.unref?.();
  }
}
