import { isCategory, type Category } from '../catalog/categories';
import { isProductStatus, type ProductStatus } from '../catalog/product-status';
import { MAX_GALLERY_IMAGES } from '../constants/limits';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../stock/stock-level';
import { isBlank, resultOf, trimmed, type FieldError, type ValidationResult } from './field-error';
import { PRODUCT_FORM_MESSAGES as M } from './messages';
import { parseInteger, readRwf } from './parse-number';

/** The admin product form, shaped like the create/update body; numbers may still be strings. */
export interface ProductFormInput {
  name?: string;
  brand?: string;
  description?: string;
  shortDescription?: string | null;
  price?: number | string;
  originalPrice?: number | string | null;
  category?: string;
  images?: { primary?: string; gallery?: (string | null | undefined)[] } | null;
  stock?: { quantity?: number | string; lowStockThreshold?: number | string | null } | null;
  isFeatured?: boolean;
  status?: string;
  badge?: string | null;
}

export interface ProductDraft {
  name: string;
  brand: string;
  description: string;
  shortDescription: string;
  /** Whole RWF. */
  price: number;
  originalPrice?: number;
  category: Category;
  images: { primary: string; gallery: string[] };
  stock: { quantity: number; lowStockThreshold: number };
  isFeatured: boolean;
  status: ProductStatus;
  badge?: string;
}

function galleryOf(input: ProductFormInput): string[] {
  return (input.images?.gallery ?? []).map(trimmed).filter((url) => url !== '');
}

/** A whole amount of RWF, or undefined when blank or refused (validation names why). */
function amount(value: unknown): number | undefined {
  const read = readRwf(value);
  return typeof read === 'number' ? read : undefined;
}

function count(value: unknown): number | null | undefined {
  if (isBlank(value)) return undefined;
  const parsed = parseInteger(value);
  return parsed !== null && parsed >= 0 ? parsed : null;
}

export function validateProductForm(input: ProductFormInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, message: string): void => {
    errors.push({ path, message });
  };
  if (isBlank(input.name)) add('name', M.nameRequired);
  if (isBlank(input.brand)) add('brand', M.brandRequired);
  if (isBlank(input.description)) add('description', M.descriptionRequired);
  const price = readRwf(input.price);
  if (price === 'blank') add('price', M.priceRequired);
  else if (price === 'invalid') add('price', M.priceInvalid);
  else if (price === 'fractional') add('price', M.priceFractional);
  const originalPrice = readRwf(input.originalPrice);
  if (originalPrice === 'invalid') add('originalPrice', M.originalPriceInvalid);
  else if (originalPrice === 'fractional') add('originalPrice', M.originalPriceFractional);
  if (isBlank(input.category)) add('category', M.categoryRequired);
  else if (!isCategory(trimmed(input.category))) add('category', M.categoryInvalid);
  if (isBlank(input.images?.primary)) add('images.primary', M.primaryImageRequired);
  if (galleryOf(input).length > MAX_GALLERY_IMAGES) add('images.gallery', M.galleryTooLong);
  const quantity = count(input.stock?.quantity);
  if (quantity === undefined) add('stock.quantity', M.stockRequired);
  else if (quantity === null) add('stock.quantity', M.stockInvalid);
  if (count(input.stock?.lowStockThreshold) === null) add('stock.lowStockThreshold', M.lowStockInvalid);
  if (isBlank(input.status)) add('status', M.statusRequired);
  else if (!isProductStatus(trimmed(input.status))) add('status', M.statusInvalid);
  return errors;
}

/**
 * Validates and cleans the form: text trimmed, prices and stock read as whole numbers (a price
 * with decimals is refused, never rounded), low-stock alert 10 when blank, blank
 * gallery slots and a blank badge or original price dropped.
 */
export function parseProductForm(input: ProductFormInput): ValidationResult<ProductDraft> {
  return resultOf(validateProductForm(input), () => {
    const originalPrice = amount(input.originalPrice);
    const badge = trimmed(input.badge);
    return {
      name: trimmed(input.name),
      brand: trimmed(input.brand),
      description: trimmed(input.description),
      shortDescription: trimmed(input.shortDescription),
      price: amount(input.price) ?? 0,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      category: trimmed(input.category) as Category,
      images: { primary: trimmed(input.images?.primary), gallery: galleryOf(input) },
      stock: {
        quantity: count(input.stock?.quantity) ?? 0,
        lowStockThreshold: count(input.stock?.lowStockThreshold) ?? DEFAULT_LOW_STOCK_THRESHOLD,
      },
      isFeatured: input.isFeatured === true,
      status: trimmed(input.status) as ProductStatus,
      ...(badge ? { badge } : {}),
    };
  });
}
