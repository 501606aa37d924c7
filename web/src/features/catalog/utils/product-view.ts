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
import type { Product } from '../types';

export function productImage(product: Product): string {
  return productImageUrl(product, PLACEHOLDER_IMAGE);
}

/** The gallery: the primary image, then the gallery images (no repeats, blanks dropped). */
export function productGallery(product: Product): string[] {
  const urls = [product.images.primary, ...product.images.gallery, product.image]
    .map((url) => url.trim())
    .filter((url): url is string => Boolean(url));
  const unique = [...new Set(urls)];
  return unique.length ? unique : [PLACEHOLDER_IMAGE];
}

export function productStockLevel(product: Product): StockLevel {
  return stockLevelOf(product.stock);
}

export function productAvailable(product: Product): number {
  return availableStock(product.stock);
}

export function isOutOfStock(product: Product): boolean {
  return productStockLevel(product) === 'out';
}

export function productDiscount(product: Product): number {
  return discountPercent(product.price, product.originalPrice);
}

/** What the cart keeps of a product. */
export function cartProductOf(product: Product): CartProduct {
  return {
    originalId: product._id,
    name: product.name,
    price: product.price,
    image: productImage(product),
    category: product.category,
  };
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
