import { describe, expect, it } from 'vitest';
import { sampleAdminOrder, sampleAdminRefund } from '../testing/sample-admin-order';
import { amountLeft, canRefund, refundAmount, refundBody, refundDestination, refundableLines, unitsReturning } from './refund-plan';

const lines = (quantities: Record<string, number>) => ({ kind: 'lines', quantities }) as const;

describe('what is left to refund', () => {
  it('is the whole order before any refund, every unit of every line', () => {
    const order = sampleAdminOrder();
    expect(amountLeft(order)).toBe(53900);
    expect(canRefund(order)).toBe(true);
    expect(refundableLines(order)).toEqual([
      { key: 'keyboard', product: 'keyboard', name: 'Split keyboard', bought: 2, left: 2, price: 20000 },
      { key: 'cable', product: 'cable', name: 'USB-C cable', bought: 3, left: 3, price: 5000 },
    ]);
  });

  it('is what was bought less what went back or is going back; a failed refund gave nothing back', () => {
    const order = sampleAdminOrder({
      refunds: [
        sampleAdminRefund(),
        sampleAdminRefund({ refundId: 'rf_2', state: 'requested', amount: 4900, lines: [{ product: 'cable', name: 'USB-C cable', quantity: 1 }] }),
        sampleAdminRefund({ refundId: 'rf_3', state: 'failed', amount: 4900, lines: [{ product: 'cable', name: 'USB-C cable', quantity: 1 }] }),
      ],
    });
    expect(amountLeft(order)).toBe(53900 - 19600 - 4900);
    expect(refundableLines(order).map((line) => line.left)).toEqual([1, 2]);
  });

  it('is nothing on an unpaid order or one refunded in full', () => {
    expect(canRefund(sampleAdminOrder({ paymentInfo: { ...sampleAdminOrder().paymentInfo, status: 'pending' } }))).toBe(false);
    const refunded = sampleAdminOrder({ paymentInfo: { ...sampleAdminOrder().paymentInfo, refunded: 53900 } });
    expect(canRefund(refunded)).toBe(false);
    expect(refundableLines(refunded)).toEqual([]);
  });
});

describe('refundAmount', () => {
  it('sends back the whole remaining amount for the whole order', () => {
    expect(refundAmount(sampleAdminOrder({ refunds: [sampleAdminRefund()] }), { kind: 'whole' })).toBe(34300);
  });

  it('sends back each chosen unit less its share of the discount, as the receipts declare it', () => {
    const order = sampleAdminOrder();
    expect(refundAmount(order, lines({ keyboard: 1 }))).toBe(19600);
    expect(refundAmount(order, lines({ cable: 1 }))).toBe(4900);
    expect(refundAmount(order, lines({ keyboard: 2, cable: 3 }))).toBe(53900);
  });

  it('holds each line to what is left of it and ignores what is not a positive quantity', () => {
    const order = sampleAdminOrder({ refunds: [sampleAdminRefund()] });
    expect(refundAmount(order, lines({ keyboard: 5 }))).toBe(19600);
    expect(refundAmount(order, lines({ keyboard: -1, cable: 0 }))).toBe(0);
    expect(unitsReturning(order, lines({ keyboard: 5, cable: 2 }))).toBe(3);
    expect(unitsReturning(order, { kind: 'whole' })).toBe(4);
  });
});

describe('refundBody', () => {
  it('leaves the lines out for the whole order, and sends the reason', () => {
    expect(refundBody(sampleAdminOrder(), { kind: 'whole' }, '  Cancelled by the shopper ')).toEqual({ reason: 'Cancelled by the shopper' });
  });

  it('sends only the chosen lines, and nothing when none is chosen', () => {
    expect(refundBody(sampleAdminOrder(), lines({ keyboard: 1, cable: 0 }), '')).toEqual({ lines: [{ product: 'keyboard', quantity: 1 }] });
    expect(refundBody(sampleAdminOrder(), lines({}), 'x')).toBeNull();
  });
});

describe('an order with two sizes of one hoodie', () => {
  const item = (variant: string, label: string, quantity: number) => ({
    product: 'hoodie',
    variant,
    variantLabel: label,
    name: 'Hoodie',
    price: 20000,
    quantity,
    productSnapshot: { name: 'Hoodie', category: 'hoodies', image: '' },
  });
  const order = sampleAdminOrder({
    items: [item('size-l', 'L', 2), item('size-xl', 'XL', 1)],
    refunds: [sampleAdminRefund({ amount: 19600, lines: [{ product: 'hoodie', variant: 'size-l', name: 'Hoodie — L', quantity: 1 }] })],
  });

  it('offers each size as a line of its own, named with its size, less what went back of that size', () => {
    expect(refundableLines(order).map((line) => [line.key, line.name, line.left])).toEqual([
      ['hoodie:size-l', 'Hoodie — L', 1],
      ['hoodie:size-xl', 'Hoodie — XL', 1],
    ]);
  });

  it('sends the size of each chosen line', () => {
    expect(refundBody(order, lines({ 'hoodie:size-xl': 1, 'hoodie:size-l': 3 }), '')).toEqual({
      lines: [
        { product: 'hoodie', variant: 'size-l', quantity: 1 },
        { product: 'hoodie', variant: 'size-xl', quantity: 1 },
      ],
    });
    expect(unitsReturning(order, lines({ 'hoodie:size-xl': 1, 'hoodie:size-l': 3 }))).toBe(2);
  });
});

describe('refundDestination', () => {
  const paidBy = (paymentInfo: Partial<ReturnType<typeof sampleAdminOrder>['paymentInfo']>) =>
    refundDestination(sampleAdminOrder({ paymentInfo: { ...sampleAdminOrder().paymentInfo, ...paymentInfo } }));

  it('names the wallet that paid, the card, or a refund by hand for a manual payment', () => {
    expect(paidBy({})).toEqual({ kind: 'wallet', name: 'MTN MoMo' });
    expect(paidBy({ wallet: 'airtel' })).toEqual({ kind: 'wallet', name: 'Airtel Money' });
    expect(paidBy({ wallet: undefined })).toEqual({ kind: 'mobile-money' });
    expect(paidBy({ method: 'stripe', wallet: undefined })).toEqual({ kind: 'card' });
    expect(paidBy({ method: 'manual_momo', wallet: undefined })).toEqual({ kind: 'manual' });
  });
});
