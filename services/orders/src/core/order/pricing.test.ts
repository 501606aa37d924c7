import { VARIANT_MESSAGES } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../ports/stock-catalog.port';
import type { ParsedOrder } from './order-input';
import { assertClientFigures, figuresOf, linesFromCatalogue, serverTotals } from './pricing';

const HOODIE = 'a0a0a0a0a0a0a0a0a0a0a0a0';
const LARGE = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const XXL = 'a2a2a2a2a2a2a2a2a2a2a2a2';
const MOUSE = 'b0b0b0b0b0b0b0b0b0b0b0b0';

const fiscal = { itemCode: 'RW2NTU0000007', taxType: 'B' as const };
/** A hoodie sold in two sizes, the larger dearer; a mouse sold as one thing. */
const hoodie: CatalogProduct = {
  id: HOODIE,
  name: 'DevShop Hoodie',
  price: 25_000,
  category: 'clothing',
  image: '/hoodie.svg',
  active: true,
  fiscal,
  variants: [
    { id: LARGE, label: 'L / Black', price: 25_000 },
    { id: XXL, label: 'XXL / Black', price: 28_000 },
  ],
};
const mouse: CatalogProduct = { id: MOUSE, name: 'MX Master', price: 39_000, category: 'mice', image: '/mouse.svg', active: true, fiscal, variants: [] };

/** An order of these lines; the figures are the client's, set by the tests that look at them. */
function parsedOrder(lines: ParsedOrder['lines'], clientPrices: ParsedOrder['clientPrices'] = []): ParsedOrder {
  return {
    userId: 'c0c0c0c0c0c0c0c0c0c0c0c0',
    lines,
    clientPrices,
    claimed: { subtotal: 0, deliveryFee: 0, total: 0 },
    shippingAddress: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo', country: 'Rwanda' },
    method: 'momo',
    orderNotes: '',
    smsUpdates: true,
    language: 'en',
  };
}

/** What pricing the lines failed with. */
function refusal(lines: ParsedOrder['lines']): AppError {
  try {
    linesFromCatalogue(parsedOrder(lines), [hoodie, mouse]);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the lines to be refused');
}

describe('pricing the lines of a product sold in variants', () => {
  it('sells each variant at its own price and keeps its label with the line, two sizes as two lines', () => {
    const lines = linesFromCatalogue(
      parsedOrder([
        { productId: HOODIE, variantId: XXL, quantity: 1 },
        { productId: HOODIE, variantId: LARGE, quantity: 2 },
        { productId: MOUSE, quantity: 1 },
      ]),
      [mouse, hoodie],
    );
    const base = { productId: HOODIE, name: 'DevShop Hoodie', category: 'clothing', image: '/hoodie.svg', fiscal };
    expect(lines).toStrictEqual([
      { ...base, variantId: XXL, variantLabel: 'XXL / Black', price: 28_000, quantity: 1 },
      { ...base, variantId: LARGE, variantLabel: 'L / Black', price: 25_000, quantity: 2 },
      { productId: MOUSE, name: 'MX Master', price: 39_000, quantity: 1, category: 'mice', image: '/mouse.svg', fiscal },
    ]);
  });

  it('asks the shopper to choose the options of a product sold in variants, naming the line', () => {
    const failure = refusal([
      { productId: MOUSE, quantity: 1 },
      { productId: HOODIE, quantity: 1 },
    ]);
    expect(failure.kind).toBe('invalid');
    expect(failure.message).toBe('Choose the options of this product');
    expect(failure.errors).toStrictEqual([{ path: 'items.1.variant', message: VARIANT_MESSAGES.chooseVariant }]);
  });

  it('refuses a variant the product no longer sells, and a variant of a product sold as one thing', () => {
    const gone = refusal([{ productId: HOODIE, variantId: 'a3a3a3a3a3a3a3a3a3a3a3a3', quantity: 1 }]);
    expect(gone.kind).toBe('invalid');
    expect(gone.message).toBe('This variant is no longer sold');
    expect(gone.errors).toStrictEqual([{ path: 'items.0.variant', message: VARIANT_MESSAGES.variantNotFound }]);

    const none = refusal([
      { productId: HOODIE, variantId: LARGE, quantity: 1 },
      { productId: MOUSE, variantId: LARGE, quantity: 1 },
    ]);
    expect(none.kind).toBe('invalid');
    expect(none.message).toBe(VARIANT_MESSAGES.variantNotFound);
    expect(none.errors).toStrictEqual([{ path: 'items.1.variant', message: VARIANT_MESSAGES.variantNotFound }]);
  });

  it('says a switched-off product is no longer available before asking for its options', () => {
    const off = { ...hoodie, active: false };
    const failure = (() => {
      try {
        linesFromCatalogue(parsedOrder([{ productId: HOODIE, quantity: 1 }]), [off]);
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(failure).toMatchObject({ kind: 'conflict', message: 'DevShop Hoodie is no longer available' });
  });
});

describe('the client’s prices of variant lines', () => {
  const asked: ParsedOrder['lines'] = [
    { productId: HOODIE, variantId: LARGE, quantity: 1 },
    { productId: HOODIE, variantId: XXL, quantity: 1 },
  ];
  const lines = linesFromCatalogue(parsedOrder(asked), [hoodie]);
  const totals = serverTotals(lines, undefined);
  const claimed = { subtotal: 53_000, deliveryFee: 0, total: 53_000 };

  const shown = (large: number, xxl: number): ParsedOrder => ({
    ...parsedOrder(asked, [
      { productId: HOODIE, variantId: LARGE, price: large },
      { productId: HOODIE, variantId: XXL, price: xxl },
    ]),
    claimed,
  });

  it('takes each line at the price of its own variant', () => {
    expect(totals).toMatchObject(claimed);
    expect(() => assertClientFigures(shown(25_000, 28_000), lines, totals)).not.toThrow();
  });

  it('refuses a size shown at the price of another, with the server’s price of each variant line', () => {
    expect(() => assertClientFigures(shown(28_000, 25_000), lines, totals)).toThrow(expect.objectContaining({ kind: 'conflict', message: 'Prices have changed. Please review your cart.' }));
    expect(figuresOf(lines, totals).items).toStrictEqual([
      { product: HOODIE, variant: LARGE, price: 25_000 },
      { product: HOODIE, variant: XXL, price: 28_000 },
    ]);
  });

  it('names no variant in the figures of a product sold as one thing', () => {
    const single = linesFromCatalogue(parsedOrder([{ productId: MOUSE, quantity: 2 }]), [mouse]);
    expect(figuresOf(single, serverTotals(single, undefined)).items).toStrictEqual([{ product: MOUSE, price: 39_000 }]);
  });
});
