import { VARIANT_LIMITS, VARIANT_MESSAGES as V, variantLabelOf, type ProductOption, type ProductVariantsBody } from '@shop/contracts';
import { AppError, isRwfAmount, lineName, type FieldError } from '@shop/domain';
import { belowReservedMessage } from '../catalog-messages';

/** A variant's stock as stored: `headroom` = available - lowStockThreshold, as the product keeps its own. */
export interface VariantStock {
  quantity: number;
  reserved: number;
  available: number;
  lowStockThreshold: number;
  headroom: number;
}

/** A combination of option values that is sold, as stored inside its product. */
export interface VariantRecord {
  _id: string;
  sku: string;
  options: string[];
  price: number;
  originalPrice?: number;
  image?: string;
  stock: VariantStock;
}

/** What a new variant takes from its product when the admin leaves it out. */
export interface VariantDefaults {
  price: number;
  /** Given to a variant that leaves it out, when above the variant's price (a sale on every variant). */
  originalPrice?: number;
  lowStockThreshold: number;
  /** The start of a generated SKU: the product's item code, or its slug. */
  skuBase: string;
}

export interface ParsedVariants {
  options: ProductOption[];
  variants: VariantRecord[];
}

/** Values compare without case or surrounding spaces: "l" and "L " are one size. */
const keyOf = (values: readonly string[]) => values.map((value) => value.trim().toLowerCase()).join('\u0000');

/**
 * The stock a set of variants adds up to, the lowest price a listing shows "from", and the figures
 * of its lowest variant the low-stock list goes by: the fewest available and the least headroom.
 */
export function variantTotals(variants: readonly VariantRecord[]): {
  price: number;
  quantity: number;
  reserved: number;
  available: number;
  headroom: number;
  lowest: number;
} {
  return {
    price: Math.min(...variants.map((variant) => variant.price)),
    quantity: sum(variants, (variant) => variant.stock.quantity),
    reserved: sum(variants, (variant) => variant.stock.reserved),
    available: sum(variants, (variant) => variant.stock.available),
    headroom: Math.min(...variants.map((variant) => variant.stock.headroom)),
    lowest: Math.min(...variants.map((variant) => variant.stock.available)),
  };
}

const sum = (variants: readonly VariantRecord[], of: (variant: VariantRecord) => number) => variants.reduce((total, variant) => total + of(variant), 0);

/** The variant a stock line names, or undefined. */
export function variantOf(variants: readonly VariantRecord[] | undefined, variantId: string | undefined): VariantRecord | undefined {
  return variantId === undefined ? undefined : variants?.find((variant) => variant._id === variantId);
}

/** "Hoodie — L / Black": how a variant is named where a shopper reads it. */
export function variantNameOf(productName: string, variant: VariantRecord | undefined): string {
  return lineName(productName, variant && variantLabelOf(variant.options));
}

/**
 * Checks an admin's options and variants and merges them with the variants the product has: a
 * combination sold before keeps its id and the units open orders reserved; a new one gets an id,
 * and the product's price, alert and a SKU made of the item code and its values where left out.
 * A removed variant that orders still hold is a conflict. Every refused field is named.
 */
export function parseVariants(body: ProductVariantsBody, defaults: VariantDefaults, existing: readonly VariantRecord[], newId: () => string): ParsedVariants {
  const errors: FieldError[] = [];
  const options = optionsOf(body.options ?? [], errors);
  const rows = body.variants ?? [];
  if (options.length === 0 && rows.length > 0) errors.push({ path: 'variants', message: V.variantsWithoutOptions });
  if (options.length > 0 && rows.length === 0) errors.push({ path: 'variants', message: V.variantsRequired });
  const kept = new Map(existing.map((variant) => [keyOf(variant.options), variant]));
  const seenCombinations = new Set<string>();
  const seenSkus = new Set<string>();
  const variants: VariantRecord[] = [];
  rows.forEach((row, index) => {
    const path = `variants.${index}`;
    const values = valuesOf(row.options, options);
    if (!values) return errors.push({ path: `${path}.options`, message: V.variantOptionsInvalid });
    const key = keyOf(values);
    if (seenCombinations.has(key)) return errors.push({ path: `${path}.options`, message: V.variantRepeated });
    seenCombinations.add(key);
    const before = kept.get(key);
    const sku = (row.sku ?? '').trim().toUpperCase() || skuOf(defaults.skuBase, values);
    if (seenSkus.has(sku)) errors.push({ path: `${path}.sku`, message: V.skuRepeated });
    seenSkus.add(sku);
    const price = amountOf(row.price, defaults.price);
    if (price === null) errors.push({ path: `${path}.price`, message: V.priceInvalid });
    const inherited = price !== null && defaults.originalPrice !== undefined && defaults.originalPrice > price ? defaults.originalPrice : undefined;
    const originalPrice =
      row.originalPrice === undefined ? inherited : row.originalPrice === null || row.originalPrice === '' ? undefined : amountOf(row.originalPrice, 0);
    if (originalPrice === null) errors.push({ path: `${path}.originalPrice`, message: V.priceInvalid });
    const quantity = countOf(row.quantity);
    if (quantity === null) errors.push({ path: `${path}.quantity`, message: V.quantityInvalid });
    const threshold = row.lowStockThreshold == null || row.lowStockThreshold === '' ? defaults.lowStockThreshold : countOf(row.lowStockThreshold);
    if (threshold === null) errors.push({ path: `${path}.lowStockThreshold`, message: V.thresholdInvalid });
    if (price === null || originalPrice === null || quantity === null || threshold === null) return;
    const reserved = before?.stock.reserved ?? 0;
    const image = row.image?.trim();
    variants.push({
      _id: before?._id ?? newId(),
      sku,
      options: values,
      price,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      ...(image ? { image } : {}),
      stock: { quantity, reserved, available: quantity - reserved, lowStockThreshold: threshold, headroom: quantity - reserved - threshold },
    });
  });
  if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
  const removed = existing.filter((variant) => variant.stock.reserved > 0 && !seenCombinations.has(keyOf(variant.options)));
  if (removed.length > 0) throw new AppError('conflict', V.reservedVariantRemoved, undefined, { sku: removed[0]!.sku });
  const belowReserved = variants.findIndex((variant) => variant.stock.available < 0);
  if (belowReserved >= 0) {
    const message = belowReservedMessage(variants[belowReserved]!.stock.reserved);
    throw new AppError('conflict', message, [{ path: `variants.${belowReserved}.quantity`, message }]);
  }
  return { options, variants };
}

function optionsOf(input: ProductVariantsBody['options'], errors: FieldError[]): ProductOption[] {
  if (input.length > VARIANT_LIMITS.options) errors.push({ path: 'options', message: V.tooManyOptions });
  const names = new Set<string>();
  return input.slice(0, VARIANT_LIMITS.options).map((option, index) => {
    const name = option.name.trim();
    if (name === '') errors.push({ path: `options.${index}.name`, message: V.optionNameRequired });
    else if (names.has(name.toLowerCase())) errors.push({ path: `options.${index}.name`, message: V.optionNameRepeated });
    names.add(name.toLowerCase());
    const values = option.values.map((value) => value.trim()).filter((value) => value !== '');
    if (values.length === 0) errors.push({ path: `options.${index}.values`, message: V.optionValuesRequired });
    if (values.length > VARIANT_LIMITS.values) errors.push({ path: `options.${index}.values`, message: V.tooManyValues });
    if (new Set(values.map((value) => value.toLowerCase())).size < values.length) {
      errors.push({ path: `options.${index}.values`, message: V.optionValueRepeated });
    }
    return { name, values };
  });
}

/** The row's values as the options spell them, one per option in their order; null otherwise. */
function valuesOf(row: readonly string[], options: readonly ProductOption[]): string[] | null {
  if (row.length !== options.length) return null;
  const values = row.map((value, index) => options[index]!.values.find((known) => known.toLowerCase() === value.trim().toLowerCase()));
  return values.every((value) => value !== undefined) ? (values as string[]) : null;
}

function skuOf(base: string, values: readonly string[]): string {
  const parts = [base, ...values].map((part) => part.toUpperCase().replace(/[^A-Z0-9]+/g, ''));
  return parts.join('-').slice(0, VARIANT_LIMITS.skuLength);
}

/** Whole RWF from a number or a numeric text; `fallback` when left out; null when refused. */
function amountOf(value: number | string | null | undefined, fallback: number): number | null {
  if (value == null || value === '') return fallback;
  const amount = typeof value === 'string' ? Number(value.trim()) : value;
  return isRwfAmount(amount) ? amount : null;
}

function countOf(value: number | string | null | undefined): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

/** The variants as shoppers and admins see them (the label spelled out, the headroom left in the store). */
export function variantViews(variants: readonly VariantRecord[] | undefined) {
  return (variants ?? []).map(({ stock, ...variant }) => ({
    _id: variant._id,
    sku: variant.sku,
    options: [...variant.options],
    label: variantLabelOf(variant.options),
    price: variant.price,
    ...(variant.originalPrice !== undefined ? { originalPrice: variant.originalPrice } : {}),
    ...(variant.image ? { image: variant.image } : {}),
    stock: { quantity: stock.quantity, reserved: stock.reserved, available: Math.max(0, stock.quantity - stock.reserved), lowStockThreshold: stock.lowStockThreshold },
  }));
}
