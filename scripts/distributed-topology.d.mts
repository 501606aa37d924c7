import type { ChildProcess } from 'node:child_process';

export const SERVICES: Array<{ name: string; port: number }>;
export function launchDistributed(options?: {
  env?: Record<string, string | undefined>;
  ports?: Record<string, number>;
  output?: (line: string) => void;
  /** Start a process that exits again, with backoff. */
  restart?: boolean;
  /** Run each process from dist/ (scripts/build-server.mjs) instead of its TypeScript. */
  bundled?: boolean;
}): {
  processes: Map<string, ChildProcess>;
  serviceUrls: Record<string, string>;
  stop: () => Promise<void>;
};
