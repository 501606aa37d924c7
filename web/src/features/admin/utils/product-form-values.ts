import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_GALLERY_IMAGES,
  parseProductForm,
  type FieldError,
  type ProductFormInput,
} from '@shop/domain';
import type { AdminProduct, ProductBody } from '../types';

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
  isFeatured: boolean;
  badge: string;
  /** One feature per line. */
  features: string;
  /** Comma-separated. */
  tags: string;
}

export type GalleryKey = `gallery.${number}`;
export type FieldKey = Exclude<keyof ProductFormValues, 'gallery'> | 'gallery' | GalleryKey;
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** A new product: active, low-stock alert 10, four empty gallery slots. */
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
    isFeatured: false,
    badge: '',
    features: '',
    tags: '',
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
    isFeatured: product.isFeatured,
    badge: product.badge ?? '',
    features: product.features.join('\n'),
    tags: product.tags.join(', '),
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
    if (!key) other.push(message);
    else if (!fields[key]) fields[key] = message;
  }
  return { fields, other };
}

export type ParsedForm = { ok: true; body: ProductBody } | { ok: false; errors: FieldErrors };

/**
 * The form checked with the product form rules of SPEC section 5 (required fields, prices
 * as decimals of 0 or more, stock as whole numbers, at most 4 gallery images with blanks
 * dropped) and turned into the request body.
 */
export function parseFormValues(values: ProductFormValues): ParsedForm {
  const parsed = parseProductForm(formInput(values));
  if (!parsed.ok) return { ok: false, errors: fieldErrorsOf(parsed.errors, values).fields };
  const draft = parsed.value;
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
    },
  };
}
