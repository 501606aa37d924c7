/**
 * Answers of a slow read kept for a short while, at most `maxEntries` of them (the oldest go
 * first). Callers asking for the same key while it is being read share that one read; a read that
 * fails is not kept.
 */
export class ExpiringReads<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expiresAt: now + this.options.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets one answer. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every answer: the next read of each key reads again. */
  clear(): void {
    this.entries.clear();
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
