// Test support (not exported): the real service on an in-memory embedded store, a temporary
// key directory and a clock the test moves.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { createSessionRevocations, type SessionRevocations } from '@shop/platform/auth';
import type { IdentityApi } from '../api/identity-api';
import { createIdentityService } from '../app';
import type { IdentitySettings } from '../core/identity-settings';
import type { Clock } from '@shop/domain';

/** Low enough for fast tests; production uses 2^15. */
export const TEST_HASH_COST = 2 ** 10;

export class TestClock implements Clock {
  private current: number;

  /** Starts at the real time, so tokens it stamps verify against the real clock. */
  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/** The list the gateway and the services would check, its entries expiring on the test's clock. */
export function sessionRevocationsOnClock(clock: Clock): SessionRevocations {
  const now = () => clock.now().getTime();
  return createSessionRevocations(new MemoryCache({ now }), { now });
}

export interface TestIdentity {
  api: IdentityApi;
  documents: SqliteDocumentStore;
  clock: TestClock;
  /** What the gateway and the services would refuse. */
  sessionRevocations: SessionRevocations;
  keyDirectory: string;
  close(): Promise<void>;
}

export async function startTestIdentity(
  options: { settings?: Partial<IdentitySettings>; documents?: SqliteDocumentStore; clock?: TestClock } = {},
): Promise<TestIdentity> {
  const keyDirectory = options.settings?.keyDirectory ?? (await mkdtemp(join(tmpdir(), 'identity-keys-')));
  const documents = options.documents ?? new SqliteDocumentStore({});
  const clock = options.clock ?? new TestClock();
  const sessionRevocations = sessionRevocationsOnClock(clock);
  const api = await createIdentityService({
    documents,
    cache: new MemoryCache({ now: () => clock.now().getTime() }),
    sessionRevocations,
    logger: createLogger({ service: 'identity-test', level: 'silent' }),
    clock,
    settings: { demoAccounts: true, passwordHashCost: TEST_HASH_COST, ...options.settings, keyDirectory },
  });
  return {
    api,
    documents,
    clock,
    sessionRevocations,
    keyDirectory,
    close: async () => {
      if (!options.documents) await documents.close();
      if (!options.settings?.keyDirectory) await rm(keyDirectory, { recursive: true, force: true });
    },
  };
}
