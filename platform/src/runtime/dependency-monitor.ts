import type { Logger } from '../logging/logger';

export interface Dependency {
  name: string;
  ping: () => Promise<void>;
}

/**
 * Pings a process's dependencies on an interval and reports the combined state on
 * change, so a service's health follows its store, cache and bus.
 */
export function monitorDependencies(
  dependencies: Dependency[],
  onChange: (healthy: boolean, down: string[]) => void,
  options: { intervalMs: number; logger: Logger },
): { stop: () => void; checkNow: () => Promise<boolean> } {
  let healthy = true;
  const checkNow = async () => {
    const results = await Promise.all(
      dependencies.map(async (dependency) => {
        try {
          await dependency.ping();
          return undefined;
        } catch (error) {
          options.logger.warn({ dependency: dependency.name, err: error }, 'dependency unavailable');
          return dependency.name;
        }
      }),
    );
    const down = results.filter((name): name is string => name !== undefined);
    const nowHealthy = down.length === 0;
    if (nowHealthy !== healthy) {
      healthy = nowHealthy;
      onChange(healthy, down);
    }
    return healthy;
  };
  const timer = setInterval(() => void checkNow(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), checkNow };
}
