import { AppError, isRwfAmount, parseInteger, parseProductForm, type FieldError, type ProductDraft } from '@shop/domain';
import type { ProductInput } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductDetails } from './product';
import { parseFiscal, type FiscalDraft } from './product-fiscal';
import { MAX_FEATURE_LENGTH, MAX_FEATURES, MAX_TAG_LENGTH, MAX_TAGS, TEXT_LIMITS } from './product-limits';
import { mediaToStore, parseMedia, shownImageUrls } from './product-media';
import { parseTranslations } from './product-translations';

const IMAGE_URL = /^(https?:\/\/|\/)[^\s]*$/i;
export const IMAGE_URL_INVALID = 'Image must be a web address (http or https) or a path on this site';

export interface ProductDraftInput {
  details: ProductDetails;
  stock: { quantity: number; lowStockThreshold: number };
  /** The EBM fields given; the ones left out are assigned (create) or kept (edit). */
  fiscal: FiscalDraft;
}

/**
 * The admin form, validated with the domain's product form rules (prices and stock read as
 * numbers, at most 4 gallery images with blanks dropped) plus features, tags, text limits, the
 * French and Kinyarwanda texts (parseTranslations) and the EBM fields (parseFiscal).
 * `storedQuantity` is the product's quantity as stored: a form that keeps it is taken even when it
 * is below zero (stock oversold before edits were held to the reserved units), so such a product
 * stays editable; any other quantity must be a whole number of 0 or more.
 * `media` keeps the entries of the photos the product shows: its images, and `variantImages`
 * (the images of its variants, which the form does not carry).
 */
export function parseProductInput(input: ProductInput, storedQuantity?: number, variantImages: readonly string[] = []): ProductDraftInput {
  const keepsStored = parseInteger(input.stock?.quantity) === storedQuantity;
  const parsed = parseProductForm(keepsStored ? { ...input, stock: { ...input.stock, quantity: 0 } } : input);
  const errors: FieldError[] = parsed.ok ? [] : [...parsed.errors];
  const features = cleanList(input.features, false);
  const tags = [...new Set(cleanList(input.tags, true))];
  if (features.length > MAX_FEATURES) errors.push({ path: 'features', message: M.tooManyFeatures });
  if (tags.length > MAX_TAGS) errors.push({ path: 'tags', message: M.tooManyTags });
  if (features.some((f) => f.length > MAX_FEATURE_LENGTH)) errors.push({ path: 'features', message: M.textTooLong });
  if (tags.some((t) => t.length > MAX_TAG_LENGTH)) errors.push({ path: 'tags', message: M.textTooLong });
  if (parsed.ok) errors.push(...limitErrors(parsed.value));
  const translations = parseTranslations(input.translations);
  errors.push(...translations.errors);
  const fiscal = parseFiscal(input.fiscal);
  errors.push(...fiscal.errors);
  const media = parseMedia(input.media);
  errors.push(...media.errors);
  if (!parsed.ok || errors.length > 0) {
    throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
  }
  const draft = parsed.value;
  return {
    details: {
      name: draft.name,
      brand: draft.brand,
      category: draft.category,
      price: draft.price,
      ...(draft.originalPrice !== undefined ? { originalPrice: draft.originalPrice } : {}),
      images: draft.images,
      media: mediaToStore(media.value, [...shownImageUrls({ images: draft.images }), ...variantImages]),
      ...(draft.badge ? { badge: draft.badge } : {}),
      isFeatured: draft.isFeatured,
      status: draft.status,
      shortDescription: draft.shortDescription,
      description: draft.description,
      features,
      tags,
      translations: translations.value,
    },
    stock: keepsStored ? { ...draft.stock, quantity: storedQuantity } : draft.stock,
    fiscal: fiscal.value,
  };
}

function limitErrors(draft: ProductDraft): FieldError[] {
  const errors: FieldError[] = [];
  const texts: Record<keyof typeof TEXT_LIMITS, string> = {
    name: draft.name,
    brand: draft.brand,
    shortDescription: draft.shortDescription,
    description: draft.description,
    badge: draft.badge ?? '',
    'images.primary': draft.images.primary,
  };
  for (const [path, limit] of Object.entries(TEXT_LIMITS)) {
    if (texts[path as keyof typeof TEXT_LIMITS].length > limit) errors.push({ path, message: M.textTooLong });
  }
  // A price past what a number holds exactly ('9' x 400 reads as Infinity) is refused, not stored.
  if (!isRwfAmount(draft.price)) errors.push({ path: 'price', message: M.priceTooLarge });
  if (draft.originalPrice !== undefined && !isRwfAmount(draft.originalPrice)) errors.push({ path: 'originalPrice', message: M.priceTooLarge });
  if (!IMAGE_URL.test(draft.images.primary)) errors.push({ path: 'images.primary', message: IMAGE_URL_INVALID });
  draft.images.gallery.forEach((url, index) => {
    if (!IMAGE_URL.test(url) || url.length > 2_000) errors.push({ path: `images.gallery.${index}`, message: IMAGE_URL_INVALID });
  });
  return errors;
}

/** Trimmed strings with blanks dropped; anything that is not a string is ignored. */
function cleanList(values: unknown, lowerCase: boolean): string[] {
  if (!Array.isArray(values)) return [];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => (lowerCase ? value.trim().toLowerCase() : value.trim()))
    .filter((value) => value !== '');
}
