import { afterEach, beforeEach } from 'vitest';
import type { TestOrders } from '../orders-test-kit';

export type HarnessFactory = () => Promise<TestOrders>;

/** The running services of the current test, fresh for each one. */
export interface ContractContext {
  readonly t: TestOrders;
}

export function contractContext(make: HarnessFactory): ContractContext {
  const ctx = { t: undefined as unknown as TestOrders };
  beforeEach(async () => {
    ctx.t = await make();
  });
  afterEach(async () => {
    await ctx.t.close();
  });
  return ctx;
}

export const ORDER_NUMBER = /^DS-\d{4}-[2-9A-HJKMNP-Z]{6}$/;
