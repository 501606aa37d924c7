/**
 * One transaction at a time on the store's connection. An open transaction spans awaits, so
 * everything else waits for it (first come, first served) instead of joining it unseen.
 */
export class WriteGate {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  get busy(): boolean {
    return this.held || this.waiting.length > 0;
  }

  acquire(): Promise<void> {
    if (!this.busy) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}
