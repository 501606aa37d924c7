import type { Logger } from '@shop/platform';

/** One dependency the gateway needs to serve: a store, the cache, the bus, a service. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, { status: 'up' | 'down'; reason?: string }>;
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; the report names each dependency. Details of failures go to the log only. */
export async function checkReadiness(checks: ReadinessCheck[], logger: Logger): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, { status: 'up' as const }] as const;
      } catch (error) {
        logger.warn({ dependency: name, err: error }, 'dependency not ready');
        const reason = /no answer within/.test(String(error)) ? 'timed out' : 'unavailable';
        return [name, { status: 'down' as const, reason }] as const;
      }
    }),
  );
  return { ready: results.every(([, r]) => r.status === 'up'), checks: Object.fromEntries(results) };
}
