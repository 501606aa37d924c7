import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_LINE_KEY, receiptLineAmount, refundReceiptLines, saleReceiptLines, soldLines, unitsLeft, type SoldLine } from './receipt-lines';

const line = (key: string, price: number, quantity: number): SoldLine => ({ key, itemCode: `RW2NTU000000${key}`, name: `Item ${key}`, taxType: 'B', price, quantity });
const sum = (lines: Parameters<typeof receiptLineAmount>[0][]) => lines.reduce((total, each) => total + receiptLineAmount(each), 0);

describe('receipt lines', () => {
  it('declare the delivery as a service line with no share of the discount', () => {
    const lines = saleReceiptLines(soldLines([line('1', 10_000, 3)], 1_000), 3_000);
    expect(lines).toEqual([
      { key: '1', itemCode: 'RW2NTU0000001', name: 'Item 1', taxType: 'B', quantity: 3, unitPrice: 10_000, discount: 3_000 },
      { key: DELIVERY_LINE_KEY, itemCode: 'RW3NTU0000001', name: 'Delivery', taxType: 'B', quantity: 1, unitPrice: 1_000, discount: 0 },
    ]);
    expect(sum(lines)).toBe(28_000);
  });

  it('have no delivery line for an order delivered free', () => {
    expect(soldLines([line('1', 60_000, 1)], 0).map((sold) => sold.key)).toEqual(['1']);
    expect(soldLines([line('1', 10_000, 1)], 1).map((sold) => sold.key)).toEqual(['1', DELIVERY_LINE_KEY]);
  });

  it('refund units with the share of the discount they carried, and refuse more units than are left', () => {
    const sold = [line('1', 10_000, 3), line('2', 25_000, 1)];
    const first = refundReceiptLines(sold, 5_000, new Map(), new Map([['1', 2]]));
    expect(first).toEqual([expect.objectContaining({ key: '1', quantity: 2, discount: 1_818 })]);
    expect(() => refundReceiptLines(sold, 5_000, new Map([['1', 2]]), new Map([['1', 2]]))).toThrow('Only 1 of Item 1 left to refund');
    expect(unitsLeft(sold, new Map([['1', 2]]))).toEqual(new Map([['1', 1], ['2', 1]]));
  });

  it('add up to exactly the sale, however the units are refunded, one refund after another', () => {
    const order = fc.record({
      goods: fc.array(fc.record({ price: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 5 }),
      deliveryFee: fc.constantFrom(0, 1_000),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      seed: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
    });
    fc.assert(
      fc.property(order, ({ goods, deliveryFee, discountPercent, seed }) => {
        const sold = soldLines(goods.map((g, index) => line(String(index), g.price, g.quantity)), deliveryFee);
        const subtotal = goods.reduce((total, g) => total + g.price * g.quantity, 0);
        const discount = Math.floor((subtotal * discountPercent) / 100);
        const sale = sum(saleReceiptLines(sold, discount));
        expect(sale).toBe(subtotal - discount + deliveryFee);
        const refunded = new Map<string, number>();
        let refundedAmount = 0;
        let turn = 0;
        for (let left = unitsLeft(sold, refunded); [...left.values()].some((units) => units > 0); left = unitsLeft(sold, refunded)) {
          const [key, units] = [...left.entries()].filter(([, n]) => n > 0)[seed[turn % seed.length]! % [...left.values()].filter((n) => n > 0).length]!;
          const count = 1 + (seed[(turn + 7) % seed.length]! % units);
          const lines = refundReceiptLines(sold, discount, refunded, new Map([[key, count]]));
          refundedAmount += sum(lines);
          refunded.set(key, (refunded.get(key) ?? 0) + count);
          turn += 1;
        }
        expect(refundedAmount).toBe(sale);
      }),
    );
  });
});
