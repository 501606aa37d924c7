// The OrdersApi contract: one suite, run against the in-process service and against
// GrpcOrdersApi over a real gRPC server (whose catalog is itself reached over gRPC).
// Failures arrive as AppErrors either way: kind, message, field errors and details.
import { describe } from 'vitest';
import { adminContract } from './admin';
import { contractContext, type HarnessFactory } from './context';
import { couponsContract } from './coupons';
import { deliveryZonesContract } from './delivery-zones';
import { paymentsContract } from './payments';
import { placingContract } from './placing';
import { queriesContract } from './queries';
import { statsContract } from './stats';
import { statusContract } from './status';
import { variantsContract } from './variants';

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
    describe('products sold in variants', () => variantsContract(ctx));
    describe('delivery zones', () => deliveryZonesContract(ctx));
  });
}
