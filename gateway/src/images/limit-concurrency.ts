/**
 * Runs at most `limit` of the tasks given at once, the others waiting their turn in order: a photo
 * may take a few hundred megabytes while decoded, so a burst of uploads queues instead of piling up.
 */
export function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
