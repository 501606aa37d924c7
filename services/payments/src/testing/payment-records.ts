// Test support (not exported): payment rows as the store keeps them, for unit tests of the core
// that need a payment in a given state without going through a provider.
import { AppError } from '@shop/domain';
import type { PaymentRecord } from '../core/payment/payment';
import type { PayableOrder } from '../core/ports/payable-orders.port';

let made = 0;

/** A PENDING mobile-money payment of 151,000 RWF; override what the test is about. */
export function aPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  made += 1;
  const serial = String(made).padStart(6, '0');
  return {
    id: `65a1b2c3d4e5f6a7b8${serial}`,
    orderId: `75a1b2c3d4e5f6a7b8${serial}`,
    orderNumber: `DS-2611-P${serial}`,
    userId: `85a1b2c3d4e5f6a7b8${serial}`,
    method: 'momo',
    amount: 151_000,
    currency: 'RWF',
    status: 'PENDING',
    referenceId: `0b7e1f3a-5c2d-4e8f-9a6b-${serial}000000`,
    attempts: 0,
    createdAt: '2026-11-14T09:00:00.000Z',
    updatedAt: '2026-11-14T09:00:00.000Z',
    ...overrides,
  };
}

/** An unpaid, open order of 151,000 RWF to be paid by mobile money, as the orders service gives it. */
export const A_PAYABLE_ORDER: PayableOrder = {
  orderId: '6751f0a2b3c4d5e6f7a8b9c0',
  orderNumber: 'DS-2611-00042',
  userId: 'user-1',
  total: 151_000,
  currency: 'RWF',
  paymentMethod: 'momo',
  paymentStatus: 'pending',
  orderStatus: 'pending',
};

/** How the core refused: the error's kind, message and field errors. Fails when nothing was refused. */
export async function refusalOf(run: () => unknown): Promise<{ kind: string; message: string; errors?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('nothing was refused');
}
