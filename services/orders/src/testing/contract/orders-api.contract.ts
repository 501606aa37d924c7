// The OrdersApi contract: one suite, run against the in-process service and against
// GrpcOrdersApi over a real gRPC server (whose catalog is itself reached over gRPC).
// Failures arrive as AppErrors either way: kind, message, field errors and details.
import { describe } from 'vitest';
import { adminContract } from './contract/admin';
import { contractContext, type HarnessFactory } from './contract/context';
import { couponsContract } from './contract/coupons';
import { paymentsContract } from './contract/payments';
import { placingContract } from './contract/placing';
import { queriesContract } from './contract/queries';
import { statsContract } from './contract/stats';
import { statusContract } from './contract/status';

export function ordersApiContract(name: string, make: HarnessFactory): void {
  describe(name, () => {
    const ctx = contractContext(make);
    describe('placing orders', () => placingContract(ctx));
    describe('reading orders', () => queriesContract(ctx));
    describe('coupons', () => couponsContract(ctx));
    describe('payments and expiry', () => paymentsContract(ctx));
    describe('admin', () => adminContract(ctx));
    describe('status changes', () => statusContract(ctx));
    describe('dashboard statistics', () => statsContract(ctx));
  });
}
