/** Small helpers shared by the benchmarks: timing, percentiles, memory. */

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}

export interface Figures {
  name: string;
  operations: number;
  totalMs: number;
  latenciesMs?: number[];
}

export function report({ name, operations, totalMs, latenciesMs }: Figures): void {
  const perSecond = Math.round((operations / totalMs) * 1000);
  let line = `${name.padEnd(44)} ${String(perSecond).padStart(8)} ops/s`;
  if (latenciesMs?.length) {
    const sorted = [...latenciesMs].sort((a, b) => a - b);
    const fmt = (v: number) => v.toFixed(2).padStart(7);
    line += `  p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  p99 ${fmt(percentile(sorted, 99))} ms`;
  }
  console.log(line);
}

export function memory(label: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(`${label.padEnd(44)} rss ${(rss / 2 ** 20).toFixed(1)} MiB, heap ${(heapUsed / 2 ** 20).toFixed(1)} MiB`);
}

/** Runs `task` `total` times with at most `concurrency` in flight; returns per-call latencies. */
export async function runConcurrently(total: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, totalMs: performance.now() - started };
}
