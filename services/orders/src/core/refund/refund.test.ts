import { describe, expect, it } from 'vitest';
import { toRefundView, type RefundRecord } from './refund';

const HOODIE = 'a0a0a0a0a0a0a0a0a0a0a0a0';
const LARGE = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const MOUSE = 'b0b0b0b0b0b0b0b0b0b0b0b0';

const line = (key: string, name: string, quantity: number) => ({ key, itemCode: 'RW2NTU0000007', name, taxType: 'B' as const, quantity, unitPrice: 25_000, discount: 0 });

function aRefund(overrides: Partial<RefundRecord> = {}): RefundRecord {
  return {
    id: 'c0c0c0c0c0c0c0c0c0c0c0c0',
    orderId: 'd0d0d0d0d0d0d0d0d0d0d0d0',
    amount: 60_000,
    state: 'requested',
    reason: 'Returned',
    lines: [line(`${HOODIE}:${LARGE}`, 'Hoodie — L / Black', 2), line(MOUSE, 'Mouse', 1), line('delivery', 'Delivery', 1)],
    restock: true,
    requestedBy: 'e0e0e0e0e0e0e0e0e0e0e0e0',
    requestedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

describe('the refund an order shows', () => {
  it('lists the goods going back by product and variant, as the receipt names them, without the delivery', () => {
    expect(toRefundView(aRefund()).lines).toStrictEqual([
      { product: HOODIE, variant: LARGE, name: 'Hoodie — L / Black', quantity: 2 },
      { product: MOUSE, name: 'Mouse', quantity: 1 },
    ]);
  });

  it('lists no goods for a refund that puts nothing back into stock here (a cancelled order)', () => {
    expect(toRefundView(aRefund({ restock: false })).lines).toStrictEqual([]);
  });
});
