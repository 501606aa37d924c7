import {
  DEFAULT_FISCAL_TAX_TYPE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  isFiscalTaxType,
  TRANSLATION_LANGUAGES,
  MAX_GALLERY_IMAGES,
  parseProductForm,
  type FieldError,
  type ProductFormInput,
  type TranslationLanguage,
} from '@shop/domain';
import type { ProductText } from '@shop/contracts';
import type { ImageMedia } from '@shop/contracts/product-images';
import type { AdminProduct, ProductBody, ProductPatchBody } from '../types';
import { ebmMessage } from './ebm-messages';


/** One language's texts as the form holds them; a blank field is shown in English. */
export interface TranslationFormValues {
  name: string;
  shortDescription: string;
  description: string;
  /** One feature per line. */
  features: string;
}
export type TranslationField = keyof TranslationFormValues;

/** What the product form holds: text as typed (numbers parsed on save), one string per gallery slot. */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  status: string;
  price: string;
  originalPrice: string;
  quantity: string;
  lowStockThreshold: string;
  shortDescription: string;
  description: string;
  primaryImage: string;
  gallery: string[];
  /**
   * What the shop stored of each uploaded photo the form has seen, by URL (the product's, then
   * each upload's). Only the entries of the images the product still shows are saved.
   */
  media: Record<string, ImageMedia>;
  isFeatured: boolean;
  badge: string;
  /** One feature per line. */
  features: string;
  /** Comma-separated. */
  tags: string;
  /** The French and Kinyarwanda texts. */
  translations: Record<TranslationLanguage, TranslationFormValues>;
  /** The RRA item code; blank: the catalog assigns one (a new product) or keeps its own (an edit). */
  itemCode: string;
  /** The EBM tax type, A to D. */
  taxType: string;
}

export type GalleryKey = `gallery.${number}`;
export type TranslationKey = `translations.${TranslationLanguage}.${TranslationField}`;
export type FieldKey = Exclude<keyof ProductFormValues, 'translations'> | GalleryKey | TranslationKey;
export type FieldErrors = Partial<Record<FieldKey, string>>;

const blankTranslation = (): TranslationFormValues => ({ name: '', shortDescription: '', description: '', features: '' });

/** A language's stored texts in the form (blank where it has none). */
function translationValuesOf(text: ProductText | undefined): TranslationFormValues {
  return {
    name: text?.name ?? '',
    shortDescription: text?.shortDescription ?? '',
    description: text?.description ?? '',
    features: text?.features?.join('\n') ?? '',
  };
}

/** A new product: active, low-stock alert 10, four empty gallery slots, no translations, item code assigned, 18% VAT. */
export function emptyFormValues(): ProductFormValues {
  return {
    name: '',
    brand: '',
    category: '',
    status: 'active',
    price: '',
    originalPrice: '',
    quantity: '',
    lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
    shortDescription: '',
    description: '',
    primaryImage: '',
    gallery: Array.from({ length: MAX_GALLERY_IMAGES }, () => ''),
    media: {},
    isFeatured: false,
    badge: '',
    features: '',
    tags: '',
    translations: { fr: blankTranslation(), rw: blankTranslation() },
    itemCode: '',
    taxType: DEFAULT_FISCAL_TAX_TYPE,
  };
}

const numberText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form filled with a product, for editing. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  const { gallery } = product.images;
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    status: product.status,
    price: numberText(product.price),
    originalPrice: numberText(product.originalPrice),
    quantity: numberText(product.stock.quantity),
    lowStockThreshold: numberText(product.stock.lowStockThreshold),
    shortDescription: product.shortDescription,
    description: product.description,
    primaryImage: product.images.primary.trim() || product.image.trim(),
    // The form always offers the empty gallery slots.
    gallery: Array.from({ length: Math.max(MAX_GALLERY_IMAGES, gallery.length) }, (_, i) => gallery[i] ?? ''),
    // A product saved before photos had renditions has none.
    media: { ...product.media },
    isFeatured: product.isFeatured,
    badge: product.badge ?? '',
    features: product.features.join('\n'),
    tags: product.tags.join(', '),
    // A product saved before translations existed may come without them.
    translations: { fr: translationValuesOf(product.translations?.fr), rw: translationValuesOf(product.translations?.rw) },
    itemCode: product.fiscal.itemCode,
    taxType: product.fiscal.taxType,
  };
}

export function featureList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function tagList(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** A language's texts to save, trimmed, blank ones left out; null when every field is blank. */
export function translationText(values: TranslationFormValues): ProductText | null {
  const name = values.name.trim();
  const shortDescription = values.shortDescription.trim();
  const description = values.description.trim();
  const features = featureList(values.features);
  const text: ProductText = {
    ...(name ? { name } : {}),
    ...(shortDescription ? { shortDescription } : {}),
    ...(description ? { description } : {}),
    ...(features.length ? { features } : {}),
  };
  return Object.keys(text).length > 0 ? text : null;
}

/** The translations of a new product: the languages with a filled field; undefined when none has one. */
function translationsBody(values: ProductFormValues): ProductBody['translations'] {
  const body: NonNullable<ProductBody['translations']> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const text = translationText(values.translations[language]);
    if (text) body[language] = text;
  }
  return Object.keys(body).length > 0 ? body : undefined;
}

/**
 * The translations an edit sends: each language whose texts changed since the form opened,
 * with its new texts, or null when they are now all blank (the language is removed).
 * Undefined when neither changed, so the stored texts stay as they are.
 */
export function translationChanges(initial: ProductFormValues, values: ProductFormValues): ProductPatchBody['translations'] {
  const changes: NonNullable<ProductPatchBody['translations']> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const before = translationText(initial.translations[language]);
    const after = translationText(values.translations[language]);
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[language] = after;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** The images the form's fields show: the primary and the filled gallery slots. */
function formImages(values: ProductFormValues): Set<string> {
  return new Set([values.primaryImage, ...values.gallery].map((url) => url.trim()).filter((url) => url !== ''));
}

/**
 * The media to save: that of each image the form shows (kept while the image stays, gone once it
 * is replaced or removed) and, for an edit (`initial`), the product's entries for images the form
 * never showed (its variants' pictures), as they were.
 */
export function mediaBody(values: ProductFormValues, initial?: ProductFormValues): Record<string, ImageMedia> {
  const shown = formImages(values);
  const shownBefore = initial ? formImages(initial) : new Set<string>();
  const body: Record<string, ImageMedia> = {};
  for (const [url, media] of Object.entries(values.media)) {
    const variantsOnly = initial !== undefined && url in initial.media && !shownBefore.has(url);
    if (shown.has(url) || variantsOnly) body[url] = media;
  }
  return body;
}

/** The media an edit sends: the whole new set when it differs from the stored one, else undefined. */
export function mediaChanges(initial: ProductFormValues, values: ProductFormValues): ProductPatchBody['media'] {
  const after = mediaBody(values, initial);
  return JSON.stringify(mediaBody(initial, initial)) === JSON.stringify(after) ? undefined : after;
}

function formInput(values: ProductFormValues): ProductFormInput {
  return {
    name: values.name,
    brand: values.brand,
    description: values.description,
    shortDescription: values.shortDescription,
    price: values.price,
    originalPrice: values.originalPrice,
    category: values.category,
    images: { primary: values.primaryImage, gallery: values.gallery },
    stock: { quantity: values.quantity, lowStockThreshold: values.lowStockThreshold },
    isFeatured: values.isFeatured,
    status: values.status,
    badge: values.badge,
  };
}

/** Slot index of the n-th filled gallery slot (the API counts gallery images with blanks dropped). */
function gallerySlotOf(values: ProductFormValues, filledIndex: number): number {
  let seen = -1;
  for (let slot = 0; slot < values.gallery.length; slot += 1) {
    if (values.gallery[slot]?.trim()) seen += 1;
    if (seen === filledIndex) return slot;
  }
  return -1;
}

const pathToField: Record<string, FieldKey> = {
  name: 'name',
  brand: 'brand',
  category: 'category',
  status: 'status',
  price: 'price',
  originalPrice: 'originalPrice',
  description: 'description',
  shortDescription: 'shortDescription',
  badge: 'badge',
  features: 'features',
  tags: 'tags',
  isFeatured: 'isFeatured',
  image: 'primaryImage',
  images: 'primaryImage',
  'images.primary': 'primaryImage',
  'images.gallery': 'gallery',
  stock: 'quantity',
  'stock.quantity': 'quantity',
  'stock.lowStockThreshold': 'lowStockThreshold',
  fiscal: 'itemCode',
  'fiscal.itemCode': 'itemCode',
  'fiscal.taxType': 'taxType',
};

/**
 * Field errors of the domain rules or of the server (`{path, message}` with dotted paths)
 * placed under their fields; errors no field can show are returned apart.
 */
export function fieldErrorsOf(errors: FieldError[], values: ProductFormValues): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const { path, message } of errors) {
    let key: FieldKey | undefined = pathToField[path];
    const gallery = /^images\.gallery\.(\d+)$/.exec(path);
    if (gallery) {
      const slot = gallerySlotOf(values, Number(gallery[1]));
      key = slot >= 0 ? `gallery.${slot}` : 'gallery';
    }
    const translation = /^translations\.(fr|rw)\.(name|shortDescription|description|features)(?:\.\d+)?$/.exec(path);
    if (translation) key = `translations.${translation[1] as TranslationLanguage}.${translation[2] as TranslationField}`;
    if (!key) other.push(message);
    else if (!fields[key]) fields[key] = path.startsWith('fiscal') ? ebmMessage(message) : message;
  }
  return { fields, other };
}

/** The EBM fields as the API takes them: the item code trimmed in capitals (blank: assigned or kept). */
export function fiscalBody(values: ProductFormValues): NonNullable<ProductBody['fiscal']> {
  return {
    itemCode: values.itemCode.trim().toUpperCase(),
    taxType: isFiscalTaxType(values.taxType) ? values.taxType : DEFAULT_FISCAL_TAX_TYPE,
  };
}

export type ParsedForm = { ok: true; body: ProductBody } | { ok: false; errors: FieldErrors };

/**
 * The form checked with the product form rules of SPEC section 5 (required fields, prices
 * as decimals of 0 or more, stock as whole numbers, at most 4 gallery images with blanks
 * dropped) and turned into the request body. The translations go with the languages that
 * have a filled field (a new product sends no blank language). The item code's pattern and
 * uniqueness are the catalog's to check: its refusal shows under the field (fieldErrorsOf).
 */
export function parseFormValues(values: ProductFormValues): ParsedForm {
  const parsed = parseProductForm(formInput(values));
  if (!parsed.ok) return { ok: false, errors: fieldErrorsOf(parsed.errors, values).fields };
  const draft = parsed.value;
  const translations = translationsBody(values);
  const media = mediaBody(values);
  return {
    ok: true,
    body: {
      name: draft.name,
      brand: draft.brand,
      description: draft.description,
      shortDescription: draft.shortDescription,
      price: draft.price,
      originalPrice: draft.originalPrice ?? null,
      category: draft.category,
      images: draft.images,
      stock: draft.stock,
      isFeatured: draft.isFeatured,
      status: draft.status,
      badge: draft.badge ?? null,
      features: featureList(values.features),
      tags: tagList(values.tags),
      ...(translations ? { translations } : {}),
      ...(Object.keys(media).length > 0 ? { media } : {}),
      fiscal: fiscalBody(values),
    },
  };
}
