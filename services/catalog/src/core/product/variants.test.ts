import type { ProductVariantsBody } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { parseVariants, variantNameOf, variantOf, variantTotals, variantViews, type VariantDefaults, type VariantRecord } from './variants';

const DEFAULTS: VariantDefaults = { price: 35_000, lowStockThreshold: 2, skuBase: 'RW2NTU0000031' };
const SIZE = { name: 'Size', values: ['S', 'M'] };

let ids = 0;
const newId = () => `id-${(ids += 1)}`;

const parse = (body: ProductVariantsBody, existing: VariantRecord[] = [], defaults: VariantDefaults = DEFAULTS) => {
  ids = 0;
  return parseVariants(body, defaults, existing, newId);
};

/** The field errors a refused body names, path and message. */
function refusal(body: ProductVariantsBody, existing: VariantRecord[] = []): { kind: string; message: string; errors: unknown } {
  try {
    parse(body, existing);
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

const stored = (options: string[], stock: Partial<VariantRecord['stock']> = {}, fields: Partial<VariantRecord> = {}): VariantRecord => ({
  _id: `stored-${options.join('-')}`,
  sku: `OLD-${options.join('-')}`,
  options,
  price: 30_000,
  stock: { quantity: 5, reserved: 0, available: 5, lowStockThreshold: 2, headroom: 3, ...stock },
  ...fields,
});

describe('an admin’s options', () => {
  it('are trimmed, blank values dropped, and kept in the order given', () => {
    const { options } = parse({ options: [{ name: ' Size ', values: [' S ', '', '  ', 'M'] }], variants: [{ options: ['S'], quantity: 1 }] });
    expect(options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
  });

  it.each([
    [
      'more than 3 options',
      { options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })), variants: [{ options: ['x', 'x', 'x'], quantity: 1 }] },
      [{ path: 'options', message: 'A product has at most 3 options' }],
    ],
    ['a blank name', { options: [{ name: '  ', values: ['S'] }], variants: [{ options: ['S'], quantity: 1 }] }, [{ path: 'options.0.name', message: 'Each option needs a name' }]],
    [
      'a name given twice, whatever its case',
      { options: [SIZE, { name: 'size ', values: ['L'] }], variants: [{ options: ['S', 'L'], quantity: 1 }] },
      [{ path: 'options.1.name', message: 'Each option needs its own name' }],
    ],
    [
      'no value but blanks',
      { options: [{ name: 'Size', values: [' ', ''] }], variants: [{ options: ['S'], quantity: 1 }] },
      [
        { path: 'options.0.values', message: 'Each option needs at least one value' },
        { path: 'variants.0.options', message: 'Give one value of each option, as the options list them' },
      ],
    ],
    [
      '21 values',
      { options: [{ name: 'Size', values: Array.from({ length: 21 }, (_, i) => `V${i}`) }], variants: [{ options: ['V0'], quantity: 1 }] },
      [{ path: 'options.0.values', message: 'An option has at most 20 values' }],
    ],
    [
      'a value given twice, whatever its case',
      { options: [{ name: 'Size', values: ['S', 's '] }], variants: [{ options: ['S'], quantity: 1 }] },
      [{ path: 'options.0.values', message: 'An option lists each value once' }],
    ],
    ['variants without options', { options: [], variants: [{ options: [], quantity: 1 }] }, [{ path: 'variants', message: 'Variants need options: remove the variants or add the options' }]],
    ['options without variants', { options: [SIZE], variants: [] }, [{ path: 'variants', message: 'Give a variant for at least one combination of the options' }]],
  ])('are refused with %s', (_case, body, errors) => {
    expect(refusal(body as ProductVariantsBody)).toEqual({ kind: 'invalid', message: errors[0]!.message, errors });
  });

  it('take 3 options and 20 values, the limits themselves', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `V${i}`);
    const { options } = parse({
      options: [{ name: 'A', values: twenty }, { name: 'B', values: ['x'] }, { name: 'C', values: ['y'] }],
      variants: [{ options: ['V19', 'x', 'y'], quantity: 1 }],
    });
    expect(options.map((option) => option.values.length)).toEqual([20, 1, 1]);
  });
});

describe('an admin’s variant rows', () => {
  it.each([
    ['a value the option does not list', [{ options: ['XL'], quantity: 1 }], [{ path: 'variants.0.options', message: 'Give one value of each option, as the options list them' }]],
    ['too few values', [{ options: [], quantity: 1 }], [{ path: 'variants.0.options', message: 'Give one value of each option, as the options list them' }]],
    [
      'a combination given twice, whatever its case',
      [{ options: ['S'], quantity: 1 }, { options: [' s'], quantity: 2 }],
      [{ path: 'variants.1.options', message: 'Each combination of options is one variant' }],
    ],
    [
      'a SKU given twice, whatever its case',
      [{ options: ['S'], sku: 'hood-1', quantity: 1 }, { options: ['M'], sku: ' HOOD-1 ', quantity: 1 }],
      [{ path: 'variants.1.sku', message: 'Each variant needs its own SKU' }],
    ],
    ['a fractional price', [{ options: ['S'], price: 12.5, quantity: 1 }], [{ path: 'variants.0.price', message: 'Price must be a whole number of RWF of 0 or more' }]],
    ['a price in words', [{ options: ['S'], price: 'cheap', quantity: 1 }], [{ path: 'variants.0.price', message: 'Price must be a whole number of RWF of 0 or more' }]],
    [
      'a negative original price',
      [{ options: ['S'], originalPrice: -1, quantity: 1 }],
      [{ path: 'variants.0.originalPrice', message: 'Price must be a whole number of RWF of 0 or more' }],
    ],
    ['a blank quantity', [{ options: ['S'], quantity: ' ' }], [{ path: 'variants.0.quantity', message: 'Stock quantity must be a whole number of 0 or more' }]],
    ['a fractional quantity', [{ options: ['S'], quantity: '2.5' }], [{ path: 'variants.0.quantity', message: 'Stock quantity must be a whole number of 0 or more' }]],
    ['a negative quantity', [{ options: ['S'], quantity: -1 }], [{ path: 'variants.0.quantity', message: 'Stock quantity must be a whole number of 0 or more' }]],
    [
      'a negative alert',
      [{ options: ['S'], quantity: 1, lowStockThreshold: '-2' }],
      [{ path: 'variants.0.lowStockThreshold', message: 'Low stock alert must be a whole number of 0 or more' }],
    ],
  ])('are refused with %s', (_case, variants, errors) => {
    expect(refusal({ options: [SIZE], variants } as ProductVariantsBody)).toEqual({ kind: 'invalid', message: errors[0]!.message, errors });
  });

  it('name every refused field at once, the first one’s message leading', () => {
    expect(
      refusal({
        options: [SIZE],
        variants: [
          { options: ['S'], price: -5, originalPrice: 'x', quantity: 'x', lowStockThreshold: 1.5 },
          { options: ['M'], quantity: 1 },
        ],
      }),
    ).toMatchObject({
      message: 'Price must be a whole number of RWF of 0 or more',
      errors: [
        { path: 'variants.0.price' },
        { path: 'variants.0.originalPrice' },
        { path: 'variants.0.quantity' },
        { path: 'variants.0.lowStockThreshold' },
      ],
    });
  });

  it('read numbers given as text, spell values as the options do, and take the product’s figures where left out', () => {
    const { variants } = parse({
      options: [SIZE, { name: 'Colour', values: ['Black', 'Light Grey'] }],
      variants: [
        { options: [' m', 'light grey'], sku: ' hood-m ', price: ' 38000 ', quantity: ' 4 ', lowStockThreshold: '1', image: ' /m.svg ' },
        { options: ['S', 'Black'], price: '', quantity: 0, lowStockThreshold: '', image: '  ' },
        { options: ['S', 'Light Grey'], price: null, quantity: 3, lowStockThreshold: null, sku: '  ' },
      ],
    });
    expect(variants).toEqual([
      {
        _id: 'id-1',
        sku: 'HOOD-M',
        options: ['M', 'Light Grey'],
        price: 38_000,
        image: '/m.svg',
        stock: { quantity: 4, reserved: 0, available: 4, lowStockThreshold: 1, headroom: 3 },
      },
      {
        _id: 'id-2',
        sku: 'RW2NTU0000031-S-BLACK',
        options: ['S', 'Black'],
        price: 35_000,
        stock: { quantity: 0, reserved: 0, available: 0, lowStockThreshold: 2, headroom: -2 },
      },
      {
        _id: 'id-3',
        sku: 'RW2NTU0000031-S-LIGHTGREY',
        options: ['S', 'Light Grey'],
        price: 35_000,
        stock: { quantity: 3, reserved: 0, available: 3, lowStockThreshold: 2, headroom: 1 },
      },
    ]);
  });

  it('make a SKU of the slug when there is no item code, cut to 64 characters', () => {
    const { variants } = parse({ options: [SIZE], variants: [{ options: ['S'], quantity: 1 }] }, [], { ...DEFAULTS, skuBase: `a-very-long-${'name-'.repeat(20)}` });
    expect(variants[0]!.sku).toHaveLength(64);
    expect(variants[0]!.sku).toMatch(/^AVERYLONGNAME/);
  });

  it('take the product’s original price only above their own price, and none when told null or blank', () => {
    const { variants } = parse(
      {
        options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }],
        variants: [
          { options: ['S'], quantity: 1 },
          { options: ['M'], price: 40_000, quantity: 1 },
          { options: ['L'], originalPrice: null, quantity: 1 },
          { options: ['XL'], originalPrice: '', quantity: 1 },
          { options: ['XXL'], originalPrice: '45000', quantity: 1 },
        ],
      },
      [],
      { ...DEFAULTS, originalPrice: 40_000 },
    );
    expect(variants.map((variant) => variant.originalPrice)).toEqual([40_000, undefined, undefined, undefined, 45_000]);
    expect(variants.map((variant) => Object.hasOwn(variant, 'originalPrice'))).toEqual([true, false, false, false, true]);
  });
});

describe('variants merged with the ones the product had', () => {
  it('keep the id and reserved units of a combination sold before, whatever its case', () => {
    const { variants } = parse({ options: [SIZE], variants: [{ options: ['s'], quantity: 6 }, { options: ['M'], quantity: 2 }] }, [
      stored(['S'], { quantity: 5, reserved: 3, available: 2, headroom: 0 }),
    ]);
    expect(variants.map((variant) => [variant._id, variant.stock])).toEqual([
      ['stored-S', { quantity: 6, reserved: 3, available: 3, lowStockThreshold: 2, headroom: 1 }],
      ['id-1', { quantity: 2, reserved: 0, available: 2, lowStockThreshold: 2, headroom: 0 }],
    ]);
  });

  it('refuse to remove a variant orders hold, naming its SKU, and let one go that they do not', () => {
    const held = stored(['S'], { reserved: 1, available: 4 });
    expect(refusal({ options: [SIZE], variants: [{ options: ['M'], quantity: 1 }] }, [held])).toEqual({
      kind: 'conflict',
      message: 'This variant has units reserved by open orders: it cannot be removed until they are settled',
      errors: undefined,
    });
    try {
      parse({ options: [SIZE], variants: [{ options: ['M'], quantity: 1 }] }, [held]);
    } catch (error) {
      expect((error as AppError).details).toEqual({ sku: 'OLD-S' });
    }
    expect(parse({ options: [SIZE], variants: [{ options: ['M'], quantity: 1 }] }, [stored(['S'])]).variants).toHaveLength(1);
  });

  it('refuse a quantity below the units orders hold, on its row', () => {
    expect(refusal({ options: [SIZE], variants: [{ options: ['M'], quantity: 1 }, { options: ['S'], quantity: 1 }] }, [stored(['S'], { reserved: 2 })])).toEqual({
      kind: 'conflict',
      message: '2 units are reserved by open orders: stock cannot be set below 2',
      errors: [{ path: 'variants.1.quantity', message: '2 units are reserved by open orders: stock cannot be set below 2' }],
    });
  });
});

describe('reading variants', () => {
  const small = stored(['S'], { quantity: 4, reserved: 1, available: 3, headroom: 1 }, { price: 30_000, image: '/s.svg', originalPrice: 40_000 });
  const large = stored(['L'], { quantity: 2, reserved: 2, available: 0, headroom: -2 }, { price: 32_000 });

  it('add up to the product’s stock and lowest price, its headroom the lowest variant’s', () => {
    expect(variantTotals([large, small])).toEqual({ price: 30_000, quantity: 6, reserved: 3, available: 3, headroom: -2, lowest: 0 });
  });

  it('find the variant a line names, and none for a line naming none', () => {
    expect(variantOf([small, large], 'stored-L')).toBe(large);
    expect(variantOf([small, large], 'other')).toBeUndefined();
    expect(variantOf([{ ...small, _id: undefined as unknown as string }], undefined)).toBeUndefined();
    expect(variantOf(undefined, 'stored-L')).toBeUndefined();
  });

  it('name a variant after its product and values', () => {
    expect(variantNameOf('Hoodie', stored(['L', 'Black']))).toBe('Hoodie — L / Black');
    expect(variantNameOf('Hoodie', undefined)).toBe('Hoodie');
  });

  it('show shoppers the label and what is available, never below zero, and nothing of the store’s headroom', () => {
    const oversold = stored(['M'], { quantity: 1, reserved: 2, available: -1, headroom: -3 });
    expect(variantViews([small, oversold])).toEqual([
      {
        _id: 'stored-S',
        sku: 'OLD-S',
        options: ['S'],
        label: 'S',
        price: 30_000,
        originalPrice: 40_000,
        image: '/s.svg',
        stock: { quantity: 4, reserved: 1, available: 3, lowStockThreshold: 2 },
      },
      { _id: 'stored-M', sku: 'OLD-M', options: ['M'], label: 'M', price: 30_000, stock: { quantity: 1, reserved: 2, available: 0, lowStockThreshold: 2 } },
    ]);
    expect(variantViews(undefined)).toEqual([]);
  });
});
