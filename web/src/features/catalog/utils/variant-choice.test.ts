import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sample-product';
import type { ProductVariant } from '../types';
import { isColourOption, swatchColour } from './option-swatch';
import {
  availableValues,
  choose,
  chosenVariant,
  initialChoice,
  missingOption,
  pricesDiffer,
  shownPrice,
  type Choice,
} from './variant-choice';

function variant(options: string[], available: number, price = 12_000): ProductVariant {
  return {
    _id: `v-${options.join('-')}`,
    sku: `TEE-${options.join('-')}`,
    options,
    label: options.join(' / '),
    price,
    stock: { quantity: available, reserved: 0, available, lowStockThreshold: 3 },
  };
}

// A T-shirt in S, M, L and Black, White: S/White and L/Black sold out, M/White never made.
const tee = sampleProduct({
  options: [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Black', 'White'] },
  ],
  variants: [
    variant(['S', 'Black'], 4),
    variant(['S', 'White'], 0),
    variant(['M', 'Black'], 2, 13_000),
    variant(['L', 'Black'], 0),
    variant(['L', 'White'], 5),
  ],
});
const nothing: Choice = [undefined, undefined];

describe('the values a shopper can pick', () => {
  it('are, with nothing chosen, every value of a variant in stock', () => {
    expect([...availableValues(tee, nothing, 0)]).toEqual(['S', 'M', 'L']);
    expect([...availableValues(tee, nothing, 1)]).toEqual(['Black', 'White']);
  });

  it('follow the values chosen for the other options', () => {
    expect([...availableValues(tee, choose(nothing, 1, 'White'), 0)]).toEqual(['L']);
    expect([...availableValues(tee, choose(nothing, 0, 'S'), 1)]).toEqual(['Black']);
    expect([...availableValues(tee, choose(nothing, 0, 'M'), 1)]).toEqual(['Black']);
  });

  it("let the shopper change an option's own value: it is not held against itself", () => {
    const chosen = choose(choose(nothing, 0, 'S'), 1, 'Black');
    expect([...availableValues(tee, chosen, 0)]).toEqual(['S', 'M']);
  });

  it('are none on a product whose every variant is sold out', () => {
    const soldOut = sampleProduct({ options: tee.options, variants: [variant(['S', 'Black'], 0)] });
    expect(availableValues(soldOut, nothing, 0).size).toBe(0);
  });
});

describe('the variant a choice names', () => {
  it('is none until every option is chosen, and says which option comes next', () => {
    const size = choose(nothing, 0, 'M');
    expect(chosenVariant(tee, nothing)).toBeUndefined();
    expect(chosenVariant(tee, size)).toBeUndefined();
    expect(missingOption(tee, nothing)?.name).toBe('Size');
    expect(missingOption(tee, size)?.name).toBe('Colour');
  });

  it('is the variant with exactly those values, with its own price', () => {
    const full = choose(choose(nothing, 0, 'M'), 1, 'Black');
    expect(chosenVariant(tee, full)).toMatchObject({ _id: 'v-M-Black', price: 13_000 });
    expect(missingOption(tee, full)).toBeUndefined();
    expect(chosenVariant(tee, ['M', 'White'])).toBeUndefined();
  });

  it('is chosen from the start only for a product with a single variant', () => {
    expect(initialChoice(tee)).toEqual(nothing);
    const single = sampleProduct({ options: [{ name: 'Layout', values: ['US'] }], variants: [variant(['US'], 3)] });
    expect(chosenVariant(single, initialChoice(single))?._id).toBe('v-US');
  });

  it('is never one for a product sold as one thing', () => {
    const plain = sampleProduct({ options: [], variants: [] });
    expect(initialChoice(plain)).toEqual([]);
    expect(chosenVariant(plain, [])).toBeUndefined();
  });
});

describe('prices and swatches', () => {
  it('read "From" only when the variants cost different amounts', () => {
    expect(pricesDiffer(tee)).toBe(true);
    expect(pricesDiffer(sampleProduct({ variants: [variant(['S'], 1), variant(['M'], 1)] }))).toBe(false);
  });

  it("show the chosen variant's price, and before a choice the lowest as From", () => {
    const lowest = { ...tee, price: 12_000 };
    expect(shownPrice(lowest, undefined)).toEqual({ price: 12_000, from: true });
    expect(shownPrice(lowest, { ...variant(['M', 'Black'], 2, 13_000), originalPrice: 15_000 })).toEqual({ price: 13_000, originalPrice: 15_000, from: false });
    const plain = sampleProduct({ price: 9_000, originalPrice: 10_000 });
    expect(shownPrice(plain, undefined)).toEqual({ price: 9_000, originalPrice: 10_000, from: false });
  });

  it('paint an option named Colour or Color with the colours their values name', () => {
    expect(['Colour', 'color', 'Colours'].map(isColourOption)).toEqual([true, true, true]);
    expect(isColourOption('Size')).toBe(false);
    expect(swatchColour(' Black ')).toBe('#111111');
    expect(swatchColour('#1E5BD8')).toBe('#1e5bd8');
    expect(swatchColour('Heather')).toBeUndefined();
  });
});
