import type { ProductInput, ProductPatch } from '../../api/catalog-api';
import type { ProductRecord } from './product';
import { mediaByUrl, shownImageUrls } from './product-media';
import { copyTranslations, namesLanguage, patchTranslations } from './product-translations';

/** The form fields a patch may name; anything else it carries is ignored. */
const PATCH_FIELDS = [
  'name',
  'brand',
  'description',
  'shortDescription',
  'price',
  'originalPrice',
  'category',
  'isFeatured',
  'status',
  'badge',
  'features',
  'tags',
] as const satisfies readonly (keyof ProductPatch)[];
const IMAGE_FIELDS = ['primary', 'gallery'] as const;
const STOCK_FIELDS = ['quantity', 'lowStockThreshold'] as const;
const FISCAL_FIELDS = ['itemCode', 'taxType'] as const;

/** The keys of `source` among `keys` whose value is given (null counts: it clears). */
function given<T extends object, K extends keyof T>(source: T | null | undefined, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (source != null && source[key] !== undefined) picked[key] = source[key];
  }
  return picked;
}

/**
 * True when the patch names no form field to change (an empty `stock`, `images`, `fiscal` or
 * `translations` names none; a language given, even as `{}` or null, is a change, and so is
 * `media` given, even as `{}` or null: it replaces the stored entries).
 */
export function isEmptyPatch(patch: ProductPatch | null | undefined): boolean {
  return (
    Object.keys(given(patch, PATCH_FIELDS)).length === 0 &&
    Object.keys(given(patch?.images, IMAGE_FIELDS)).length === 0 &&
    Object.keys(given(patch?.stock, STOCK_FIELDS)).length === 0 &&
    Object.keys(given(patch?.fiscal, FISCAL_FIELDS)).length === 0 &&
    !namesLanguage(patch?.translations) &&
    patch?.media === undefined
  );
}

/** A stored product as the admin form that would save it unchanged. */
export function formOf(record: ProductRecord): ProductInput {
  return {
    name: record.name,
    brand: record.brand,
    description: record.description,
    shortDescription: record.shortDescription,
    price: record.price,
    ...(record.originalPrice !== undefined ? { originalPrice: record.originalPrice } : {}),
    category: record.category,
    images: { primary: record.images.primary, gallery: [...record.images.gallery] },
    stock: { quantity: record.stock.quantity, lowStockThreshold: record.stock.lowStockThreshold },
    isFeatured: record.isFeatured,
    status: record.status,
    ...(record.badge !== undefined ? { badge: record.badge } : {}),
    features: [...record.features],
    tags: [...record.tags],
    translations: copyTranslations(record.translations),
    ...(record.fiscal ? { fiscal: { itemCode: record.fiscal.itemCode, taxType: record.fiscal.taxType } } : {}),
    media: mediaByUrl(record.media, shownImageUrls(record)),
  };
}

/**
 * The form after the patch: every field it names replaces the stored one, the others stay;
 * `images`, `stock` and `fiscal` merge field by field, `translations` language by language;
 * `media` given replaces the stored entries (null clears them). The result still has to pass the
 * form's rules, which drop the entries of images no longer shown.
 */
export function mergeProductPatch(record: ProductRecord, patch: ProductPatch): ProductInput {
  const form = formOf(record);
  const fiscal = { ...form.fiscal, ...given(patch.fiscal, FISCAL_FIELDS) };
  return {
    ...form,
    ...given(patch, PATCH_FIELDS),
    images: { ...form.images, ...given(patch.images, IMAGE_FIELDS) },
    stock: { ...form.stock, ...given(patch.stock, STOCK_FIELDS) },
    ...(Object.keys(fiscal).length > 0 ? { fiscal } : {}),
    translations: patch.translations === undefined ? form.translations : patchTranslations(form.translations ?? {}, patch.translations),
    media: patch.media === undefined ? form.media : patch.media,
  };
}
