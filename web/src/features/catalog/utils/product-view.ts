import {
  discountPercent,
  productImageUrl,
  stockLevelOf,
  availableStock,
  type CartProduct,
  type Language,
  type StockLevel,
} from '@shop/domain';
import type { MessageKey } from '@/lib/i18n/use-t';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import type { Product, ProductVariant } from '../types';

export function productImage(product: Product): string {
  return productImageUrl(product, PLACEHOLDER_IMAGE);
}

/**
 * The gallery: the chosen variant's picture when it has one, then the primary image and the
 * gallery images (no repeats, blanks dropped).
 */
export function productGallery(product: Product, variant?: Pick<ProductVariant, 'image'>): string[] {
  const urls = [variant?.image ?? '', product.images.primary, ...product.images.gallery, product.image]
    .map((url) => url.trim())
    .filter((url): url is string => Boolean(url));
  const unique = [...new Set(urls)];
  return unique.length ? unique : [PLACEHOLDER_IMAGE];
}

/** Out of stock: with variants, when every one of them is (the product's stock is their sum). */
export function isOutOfStock(product: Product): boolean {
  return stockLevelOf(product.stock) === 'out';
}

export function productDiscount(product: Product): number {
  return discountPercent(product.price, product.originalPrice);
}

/**
 * What the cart keeps of a product, or of the variant chosen (its price, picture, label and
 * stock): the units for sale bound the line's quantity.
 */
export function cartProductOf(product: Product, variant?: ProductVariant): CartProduct {
  const line: CartProduct = {
    originalId: product._id,
    name: product.name,
    price: variant?.price ?? product.price,
    image: variant?.image?.trim() || productImage(product),
    category: product.category,
    available: availableStock(variant?.stock ?? product.stock),
  };
  return variant ? { ...line, variant: variant._id, variantLabel: variant.label } : line;
}

export function productPath(product: Pick<Product, '_id'>): string {
  return `/product/${product._id}`;
}

/** The name of each stock level in the catalogue (SPEC section 4's In Stock, Low Stock, Out of Stock). */
export const STOCK_LEVEL_KEYS: Readonly<Record<StockLevel, MessageKey>> = {
  'in-stock': 'catalog.stock.inStock',
  low: 'catalog.stock.low',
  out: 'catalog.stock.out',
};

/**
 * A rating as a number is written in `language`: '4.5' in English, '4,5' in French and
 * Kinyarwanda. `digits` fixes the decimals ('4.0'); without it a whole rating reads '4'.
 */
export function ratingNumber(value: number, language: Language, digits?: number): string {
  const text = digits === undefined ? String(value) : value.toFixed(digits);
  return language === 'en' ? text : text.replace('.', ',');
}
