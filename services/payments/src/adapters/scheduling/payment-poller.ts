import type { Logger } from '@shop/platform';

export interface PaymentPollerOptions {
  /** One round: poll due payments, record settlements not yet in the outbox. */
  round: () => Promise<unknown>;
  /** Pause between rounds. */
  intervalMs: number;
  logger: Logger;
}

/**
 * Runs the poll rounds on a timer, one round at a time, until stopped. A failed round is
 * logged and the next one comes at the usual interval.
 */
export class PaymentPoller {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly options: PaymentPollerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops the timer and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.tick();
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      await this.options.round();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'payment poll round failed');
    }
    if (this.running) this.schedule(this.options.intervalMs);
  }
}
