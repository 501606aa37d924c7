/** Counts deliveries not yet settled (queued, running or waiting to retry) so `drain()` can wait for zero. */
export class PendingWork {
  private count = 0;
  private waiters: Array<() => void> = [];

  add(): void {
    this.count++;
  }

  done(): void {
    this.count--;
    if (this.count <= 0) this.reset();
  }

  /** Forgets everything still pending (used when the bus closes). */
  reset(): void {
    this.count = 0;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
