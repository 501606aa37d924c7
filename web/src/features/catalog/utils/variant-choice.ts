import { availableStock } from '@shop/domain';
import type { Product, ProductOption, ProductVariant } from '../types';

/**
 * The shopper's choice on a product sold in variants: one value per option, in the product's
 * option order, `undefined` where nothing is chosen yet. Pure functions, so the picker's rules
 * are tested without a browser.
 */
export type Choice = readonly (string | undefined)[];

type Sold = Pick<Product, 'options' | 'variants'>;

export function hasOptions(product: Pick<Product, 'options'>): boolean {
  return product.options.length > 0;
}

/** Nothing chosen, unless the product has a single variant: then it is the choice. */
export function initialChoice(product: Sold): Choice {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return product.options.map((_, index) => only?.options[index]);
}

/** The choice with option `index` set to `value`. */
export function choose(choice: Choice, index: number, value: string): Choice {
  return choice.map((current, i) => (i === index ? value : current));
}

export function variantInStock(variant: Pick<ProductVariant, 'stock'>): boolean {
  return availableStock(variant.stock) > 0;
}

/** Whether `variant` agrees with every value chosen, leaving option `skip` out. */
function agrees(variant: ProductVariant, choice: Choice, skip: number): boolean {
  return choice.every((value, i) => i === skip || value === undefined || variant.options[i] === value);
}

/**
 * The values of option `index` that can still be bought with the other values chosen: those
 * of a variant in stock that agrees with them. The others are shown struck through.
 */
export function availableValues(product: Sold, choice: Choice, index: number): Set<string> {
  const values = new Set<string>();
  for (const variant of product.variants) {
    const value = variant.options[index];
    if (value !== undefined && variantInStock(variant) && agrees(variant, choice, index)) values.add(value);
  }
  return values;
}

/** The variant a full choice names; none while an option is not chosen or the combination is not sold. */
export function chosenVariant(product: Sold, choice: Choice): ProductVariant | undefined {
  if (product.options.length === 0 || choice.length !== product.options.length || choice.some((value) => value === undefined)) return undefined;
  return product.variants.find((variant) => choice.every((value, i) => variant.options[i] === value));
}

/** The first option still to choose (for the "Choose Size" hint), if any. */
export function missingOption(product: Pick<Product, 'options'>, choice: Choice): ProductOption | undefined {
  return product.options.find((_, i) => choice[i] === undefined);
}

/** Whether the variants cost different amounts: the product's price then reads "From …". */
export function pricesDiffer(product: Pick<Product, 'variants'>): boolean {
  return new Set(product.variants.map((variant) => variant.price)).size > 1;
}

/** The price a product page shows: the chosen variant's; before a choice, "From" the lowest when they differ. */
export interface ShownPrice {
  price: number;
  originalPrice?: number | null;
  from: boolean;
}

export function shownPrice(product: Pick<Product, 'price' | 'originalPrice' | 'variants'>, variant: ProductVariant | undefined): ShownPrice {
  if (variant) return { price: variant.price, originalPrice: variant.originalPrice, from: false };
  if (pricesDiffer(product)) return { price: product.price, from: true };
  // One price for every variant (or none): their common original price, else the product's.
  const first = product.variants[0];
  return { price: first?.price ?? product.price, originalPrice: first ? first.originalPrice : product.originalPrice, from: false };
}
