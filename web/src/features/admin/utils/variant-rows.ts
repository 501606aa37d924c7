import { parseInteger, PRODUCT_FORM_MESSAGES as M, readRwf } from '@shop/domain';
import type { ProductVariantsBody } from '@shop/contracts';
import { VARIANT_LIMITS, VARIANT_MESSAGES as VARIANT_REFUSALS } from '@shop/contracts/variants';
import type { FieldError } from '@/lib/api-client';
import type { AdminProduct } from '../types';

/** The body schema's own texts for a text too long, and the editor's word for a table older than its options. */
export const GRID_MESSAGES = {
  nameLong: 'Option name is too long',
  valueLong: 'Option value is too long',
  skuLong: 'SKU is too long',
  imageLong: 'Image is too long',
  regenerate: 'The options changed since the variants were listed: generate the variants again',
} as const;

/** An option as the editor holds it; `key` only tells options apart. */
export interface OptionDraft {
  key: number;
  name: string;
  values: string[];
}

/** The columns of a variant row the admin types in, as text (numbers are read on save). */
export type VariantColumn = 'sku' | 'price' | 'originalPrice' | 'quantity' | 'lowStockThreshold' | 'image';

/** The columns "Set all" fills. */
export const FILLABLE_COLUMNS = ['price', 'quantity', 'lowStockThreshold'] as const satisfies readonly VariantColumn[];
export type FillableColumn = (typeof FILLABLE_COLUMNS)[number];

/** One combination of option values and what it is sold at. */
export interface VariantRow extends Record<VariantColumn, string> {
  /** One value per option, in the order of the options. */
  values: string[];
  /** The stored variant's id; absent for a combination not sold yet. */
  id?: string;
  /** Units held by open orders (stored variants only): shown, never edited. */
  reserved: number;
}

/** What a row not sold yet starts with: the product's price, no units. */
export interface RowDefaults {
  price: string;
  originalPrice: string;
}

export interface OptionErrors {
  name?: string;
  values?: string;
}

/** What is wrong, where: by option key, by combination key (`values` for the row as a whole), and for the whole form. */
export interface VariantErrors {
  options: Record<number, OptionErrors>;
  rows: Record<string, Partial<Record<VariantColumn | 'values', string>>>;
  form: string[];
}

export const noVariantErrors = (): VariantErrors => ({ options: {}, rows: {}, form: [] });

export const hasVariantErrors = (errors: VariantErrors) =>
  errors.form.length > 0 || Object.keys(errors.options).length > 0 || Object.keys(errors.rows).length > 0;

let lastKey = 0;

export function blankOption(): OptionDraft {
  return { key: ++lastKey, name: '', values: [] };
}

const numberText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';


/** The key of a combination of values: rows are told apart, and kept, by it. */
export const combinationKey = (values: readonly string[]): string => JSON.stringify(values);

/** The product's options, for editing. */
export function optionsOf(product: AdminProduct): OptionDraft[] {
  return product.options.map((option) => ({ key: ++lastKey, name: option.name, values: [...option.values] }));
}

/** The product's variants as rows. */
export function rowsOf(product: AdminProduct): VariantRow[] {
  return product.variants.map((variant) => ({
    values: [...variant.options],
    id: variant._id,
    reserved: variant.stock.reserved,
    sku: variant.sku,
    price: numberText(variant.price),
    originalPrice: numberText(variant.originalPrice),
    quantity: numberText(variant.stock.quantity),
    lowStockThreshold: numberText(variant.stock.lowStockThreshold),
    image: variant.image ?? '',
  }));
}

export function defaultsOf(product: AdminProduct): RowDefaults {
  return { price: numberText(product.price), originalPrice: numberText(product.originalPrice) };
}

/** Every combination of the options' values, one value per option, the first option varying slowest. */
export function combinationsOf(options: readonly { values: readonly string[] }[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>((combinations, option) => combinations.flatMap((start) => option.values.map((value) => [...start, value])), [[]]);
}

/** How many variants the options make, without listing them. */
export const combinationCount = (options: readonly { values: readonly string[] }[]): number =>
  options.length === 0 ? 0 : options.reduce((count, option) => count * option.values.length, 1);

function newRow(values: string[], defaults: RowDefaults): VariantRow {
  return { values, reserved: 0, sku: '', price: defaults.price, originalPrice: defaults.originalPrice, quantity: '0', lowStockThreshold: '', image: '' };
}

/**
 * The grid for the options: a row per combination, in the options' order. A combination that
 * already has a row keeps it (the first of `known` wins: the rows on screen, then the stored
 * ones, so a combination removed by mistake comes back with its id and figures); the others
 * are new rows.
 */
export function gridOf(options: readonly OptionDraft[], known: readonly VariantRow[], defaults: RowDefaults): VariantRow[] {
  const byCombination = new Map<string, VariantRow>();
  for (const row of known) if (!byCombination.has(combinationKey(row.values))) byCombination.set(combinationKey(row.values), row);
  return combinationsOf(options).map((values) => byCombination.get(combinationKey(values)) ?? newRow(values, defaults));
}

/** `value` in `column` of every row. */
export function fillColumn(rows: readonly VariantRow[], column: FillableColumn, value: string): VariantRow[] {
  return rows.map((row) => ({ ...row, [column]: value }));
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The option's values with `text` added, or why it cannot be: a value once (capitals aside), at
 * most the contract's length and count. A blank text adds nothing.
 */
export function withValue(values: readonly string[], text: string): { values: string[] } | { error: string } {
  const value = text.trim();
  if (value === '') return { values: [...values] };
  if (values.some((known) => sameText(known, value))) return { error: VARIANT_REFUSALS.optionValueRepeated };
  if (value.length > VARIANT_LIMITS.valueLength) return { error: GRID_MESSAGES.valueLong };
  if (values.length >= VARIANT_LIMITS.values) return { error: VARIANT_REFUSALS.tooManyValues };
  return { values: [...values, value] };
}

/** The options checked as the catalog checks them: a name each, names once, at least one value each. */
export function optionErrorsOf(options: readonly OptionDraft[]): VariantErrors {
  const errors = noVariantErrors();
  const names: string[] = [];
  for (const option of options) {
    const name = option.name.trim();
    const found: OptionErrors = {};
    if (name === '') found.name = VARIANT_REFUSALS.optionNameRequired;
    else if (name.length > VARIANT_LIMITS.nameLength) found.name = GRID_MESSAGES.nameLong;
    else if (names.some((known) => sameText(known, name))) found.name = VARIANT_REFUSALS.optionNameRepeated;
    names.push(name);
    if (option.values.length === 0) found.values = VARIANT_REFUSALS.optionValuesRequired;
    else if (option.values.length > VARIANT_LIMITS.values) found.values = VARIANT_REFUSALS.tooManyValues;
    if (found.name || found.values) errors.options[option.key] = found;
  }
  if (options.length > VARIANT_LIMITS.options) errors.form.push(VARIANT_REFUSALS.tooManyOptions);
  else if (combinationCount(options) > VARIANT_LIMITS.variants) errors.form.push(VARIANT_REFUSALS.tooManyVariants);
  return errors;
}

/** Whether every row is a combination of the options as they are now. */
function fitsOptions(rows: readonly VariantRow[], options: readonly OptionDraft[]): boolean {
  return rows.every((row) => row.values.length === options.length && row.values.every((value, i) => options[i]!.values.includes(value)));
}

type VariantInput = ProductVariantsBody['variants'][number];

/** A row's figures as the body takes them, or the problems of each column. */
function rowInput(row: VariantRow): { input: VariantInput } | { problems: Partial<Record<VariantColumn, string>> } {
  const problems: Partial<Record<VariantColumn, string>> = {};
  const amount = (text: string, refusals: Record<'invalid' | 'fractional', string>, column: VariantColumn): number | undefined => {
    const read = readRwf(text);
    if (typeof read === 'number') return read;
    if (read !== 'blank') problems[column] = refusals[read];
    return undefined;
  };
  const count = (text: string, invalid: string, column: VariantColumn): number | undefined => {
    if (text.trim() === '') return undefined;
    const parsed = parseInteger(text);
    if (parsed === null || parsed < 0) problems[column] = invalid;
    return parsed ?? undefined;
  };
  const sku = row.sku.trim();
  if (sku.length > VARIANT_LIMITS.skuLength) problems.sku = GRID_MESSAGES.skuLong;
  const price = amount(row.price, { invalid: M.priceInvalid, fractional: M.priceFractional }, 'price');
  const originalPrice = amount(row.originalPrice, { invalid: M.originalPriceInvalid, fractional: M.originalPriceFractional }, 'originalPrice');
  const quantity = count(row.quantity, M.stockInvalid, 'quantity');
  if (row.quantity.trim() === '') problems.quantity = M.stockRequired;
  const lowStockThreshold = count(row.lowStockThreshold, M.lowStockInvalid, 'lowStockThreshold');
  const image = row.image.trim();
  if (image.length > VARIANT_LIMITS.imageLength) problems.image = GRID_MESSAGES.imageLong;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      options: row.values,
      ...(sku ? { sku } : {}),
      ...(price !== undefined ? { price } : {}),
      // Blank: no original price (left out, the catalog would give the product's).
      originalPrice: originalPrice ?? null,
      quantity: quantity ?? 0,
      ...(lowStockThreshold !== undefined ? { lowStockThreshold } : {}),
      // Blank: the product's images.
      ...(image ? { image } : {}),
    },
  };
}

export type CheckedVariants = { ok: true; body: ProductVariantsBody; sentKeys: string[] } | { ok: false; errors: VariantErrors };

/**
 * The options and rows checked as the catalog checks them, and as the PUT body. A blank SKU,
 * price, original price or low-stock alert is left out (the catalog gives the product's);
 * SKUs typed twice (capitals aside) are refused. `sentKeys[i]` is the combination of
 * `body.variants[i]`, to place the server's field errors.
 */
export function variantsBodyOf(options: readonly OptionDraft[], rows: readonly VariantRow[]): CheckedVariants {
  const errors = optionErrorsOf(options);
  if (hasVariantErrors(errors)) return { ok: false, errors };
  if (!fitsOptions(rows, options)) return { ok: false, errors: { ...errors, form: [GRID_MESSAGES.regenerate] } };
  if (options.length > 0 && rows.length === 0) return { ok: false, errors: { ...errors, form: [VARIANT_REFUSALS.variantsRequired] } };
  const variants: VariantInput[] = [];
  const skus: string[] = [];
  for (const row of rows) {
    const key = combinationKey(row.values);
    const checked = rowInput(row);
    const sku = row.sku.trim();
    const repeated = sku !== '' && skus.some((known) => sameText(known, sku));
    skus.push(sku);
    if ('input' in checked && !repeated) {
      variants.push(checked.input);
      continue;
    }
    const problems = 'problems' in checked ? checked.problems : {};
    errors.rows[key] = repeated && !problems.sku ? { ...problems, sku: VARIANT_REFUSALS.skuRepeated } : problems;
  }
  if (hasVariantErrors(errors)) return { ok: false, errors };
  return {
    ok: true,
    body: { options: options.map((option) => ({ name: option.name.trim(), values: option.values })), variants },
    sentKeys: rows.map((row) => combinationKey(row.values)),
  };
}

const OPTION_PATH = /^options\.(\d+)\.(name|values)(?:\.\d+)?$/;
const VARIANT_PATH = /^variants\.(\d+)(?:\.(sku|price|originalPrice|quantity|lowStockThreshold|image|options)(?:\.\d+)?)?$/;

/**
 * The server's field errors (400) where they belong: `options.1.values.2` on the second option,
 * `variants.3.sku` on the SKU of the fourth row sent, `variants.3` on that row as a whole. An
 * error nothing claims is kept for the whole form.
 */
export function serverErrorsOf(fieldErrors: readonly FieldError[], options: readonly OptionDraft[], sentKeys: readonly string[]): VariantErrors {
  const errors = noVariantErrors();
  for (const { path, message } of fieldErrors) {
    const option = OPTION_PATH.exec(path);
    const optionKey = option ? options[Number(option[1])]?.key : undefined;
    if (option && optionKey !== undefined) {
      const field = option[2] as 'name' | 'values';
      (errors.options[optionKey] ??= {})[field] ??= message;
      continue;
    }
    const variant = VARIANT_PATH.exec(path);
    const rowKey = variant ? sentKeys[Number(variant[1])] : undefined;
    if (variant && rowKey !== undefined) {
      const column = !variant[2] || variant[2] === 'options' ? 'values' : (variant[2] as VariantColumn);
      (errors.rows[rowKey] ??= {})[column] ??= message;
      continue;
    }
    if (!errors.form.includes(message)) errors.form.push(message);
  }
  return errors;
}
