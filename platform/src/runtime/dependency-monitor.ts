import type { Logger } from '../logging/logger';

export interface Dependency {
  name: string;
  ping: () => Promise<void>;
  /**
   * Whether the process cannot do its work without it (default). One it can do without for a
   * while (the broker: the outbox keeps what is to be published) leaves it serving, degraded.
   */
  critical?: boolean;
}

export interface DependencyState {
  /** Every critical dependency answers: the process can serve. */
  healthy: boolean;
  /** Critical dependencies that do not answer. */
  down: string[];
  /** Other dependencies that do not answer: serving, but degraded. */
  degraded: string[];
}

/**
 * Pings a process's dependencies on an interval and reports the combined state on change, so a
 * service's health follows what it cannot work without, and a degraded state the rest.
 */
export function monitorDependencies(
  dependencies: Dependency[],
  onChange: (state: DependencyState) => void,
  options: { intervalMs: number; logger: Logger },
): { stop: () => void; checkNow: () => Promise<DependencyState> } {
  let last = JSON.stringify({ healthy: true, down: [], degraded: [] });
  const checkNow = async (): Promise<DependencyState> => {
    const failing = await Promise.all(
      dependencies.map(async (dependency) => {
        try {
          await dependency.ping();
          return undefined;
        } catch (error) {
          options.logger.warn({ dependency: dependency.name, err: error }, 'dependency unavailable');
          return dependency;
        }
      }),
    );
    const unavailable = failing.filter((dependency): dependency is Dependency => dependency !== undefined);
    const down = unavailable.filter((dependency) => dependency.critical !== false).map((dependency) => dependency.name);
    const degraded = unavailable.filter((dependency) => dependency.critical === false).map((dependency) => dependency.name);
    const state = { healthy: down.length === 0, down, degraded };
    if (JSON.stringify(state) !== last) {
      last = JSON.stringify(state);
      onChange(state);
    }
    return state;
  };
  const timer = setInterval(() => void checkNow(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), checkNow };
}
