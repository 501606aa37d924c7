import { describe, expect, it } from 'vitest';
import type { StockLine } from '../../api/catalog-api';
import type { ReservationRecord } from '../ports/reservation-repository.port';
import { referenceOf, reservationView, sameLines, stockLinesOf } from './stock-lines';

const A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const B = 'bbbbbbbbbbbbbbbbbbbbbbb2';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('a reservation reference', () => {
  it('is trimmed and may be up to 128 characters', () => {
    expect(referenceOf('  order-1 ')).toBe('order-1');
    expect(referenceOf('r'.repeat(128))).toBe('r'.repeat(128));
  });

  it.each([['missing', undefined], ['a number', 42], ['blank', '   '], ['longer than 128 characters', 'r'.repeat(129)]])(
    'is refused when %s',
    (_case, value) => {
      expect(failureOf(() => referenceOf(value))).toMatchObject({
        kind: 'invalid',
        message: 'A reservation reference is required',
        errors: [{ path: 'reference', message: 'A reservation reference is required' }],
      });
    },
  );
});

describe('the lines of a reservation', () => {
  it('adds up repeated products, in the order first asked, with lower-case ids', () => {
    expect(
      stockLinesOf([
        { productId: A.toUpperCase(), quantity: 2 },
        { productId: B, quantity: 1 },
        { productId: A, quantity: 3 },
      ]),
    ).toEqual([
      { productId: A, quantity: 5 },
      { productId: B, quantity: 1 },
    ]);
  });

  it('accepts up to 100 lines of up to 100,000 units each', () => {
    const hundred = Array.from({ length: 100 }, () => ({ productId: A, quantity: 1 }));
    expect(stockLinesOf(hundred)).toEqual([{ productId: A, quantity: 100 }]);
    expect(stockLinesOf([{ productId: A, quantity: 100_000 }])).toEqual([{ productId: A, quantity: 100_000 }]);
  });

  it('needs at least one line', () => {
    for (const items of [[], null as unknown as StockLine[]]) {
      expect(failureOf(() => stockLinesOf(items))).toMatchObject({
        kind: 'invalid',
        message: 'At least one item is required',
        errors: [{ path: 'items', message: 'At least one item is required' }],
      });
    }
  });

  it('refuses more than 100 lines at once', () => {
    const lines = Array.from({ length: 101 }, () => ({ productId: A, quantity: 1 }));
    expect(failureOf(() => stockLinesOf(lines))).toMatchObject({
      kind: 'invalid',
      message: 'At most 100 items can be reserved at once',
      errors: [{ path: 'items', message: 'At most 100 items can be reserved at once' }],
    });
  });

  it('names every line with a bad product id or quantity, the first one as the message', () => {
    const items = [
      { productId: A, quantity: 0 },
      { productId: 'not-an-id', quantity: 1 },
      null,
      { quantity: 1 },
      { productId: B, quantity: 1.5 },
      { productId: B, quantity: 100_001 },
    ] as unknown as StockLine[];
    expect(failureOf(() => stockLinesOf(items))).toMatchObject({
      kind: 'invalid',
      message: 'Quantity must be a whole number of 1 or more',
      errors: [
        { path: 'items.0.quantity', message: 'Quantity must be a whole number of 1 or more' },
        { path: 'items.1.productId', message: 'Invalid product id' },
        { path: 'items.2.productId', message: 'Invalid product id' },
        { path: 'items.2.quantity', message: 'Quantity must be a whole number of 1 or more' },
        { path: 'items.3.productId', message: 'Invalid product id' },
        { path: 'items.4.quantity', message: 'Quantity must be a whole number of 1 or more' },
        { path: 'items.5.quantity', message: 'Quantity must be a whole number of 1 or more' },
      ],
    });
  });

  it('refuses a line without a product id with a field error, not a crash', () => {
    expect(failureOf(() => stockLinesOf([{ quantity: 1 } as StockLine]))).toMatchObject({
      kind: 'invalid',
      message: 'Invalid product id',
      errors: [{ path: 'items.0.productId', message: 'Invalid product id' }],
    });
  });
});

describe('repeating a reference', () => {
  const line = (productId: string, quantity: number): StockLine => ({ productId, quantity });

  it('is the same reservation only with the same products and quantities in the same order', () => {
    expect(sameLines([line(A, 1), line(B, 2)], [line(A, 1), line(B, 2)])).toBe(true);
    expect(sameLines([line(A, 1)], [line(A, 1), line(B, 2)])).toBe(false);
    expect(sameLines([line(A, 1), line(B, 2)], [line(A, 1), line(B, 3)])).toBe(false);
    expect(sameLines([line(A, 1), line(B, 2)], [line(A, 1), line(A, 2)])).toBe(false);
    expect(sameLines([line(A, 1), line(B, 2)], [line(B, 2), line(A, 1)])).toBe(false);
  });
});

describe('what a caller sees of a reservation', () => {
  const record = (state: ReservationRecord['state']): ReservationRecord => ({
    _id: 'x',
    reference: 'order-1',
    items: [{ productId: A, quantity: 2 }],
    state,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
  });

  it('is its reference, lines and state', () => {
    expect(reservationView(record('reserved'))).toEqual({ reference: 'order-1', items: [{ productId: A, quantity: 2 }], state: 'reserved' });
  });

  it('is not shown while its lines are still being reserved', () => {
    expect(failureOf(() => reservationView(record('pending')))).toMatchObject({
      kind: 'conflict',
      message: 'A reservation with this reference is in progress; try again in a moment',
    });
  });
});
