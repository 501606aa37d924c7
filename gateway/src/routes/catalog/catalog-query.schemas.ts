import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { CATEGORIES, PRODUCT_STATUSES } from '@shop/domain';

// Query strings arrive as plain strings (the app's 'simple' parser); these read them into the
// types the catalog takes, with a message that names the parameter. Blank means absent.

export const MAX_LIMIT = 100;
/** The catalog's sort keys; `views` is the domain's name for popularity. */
export const SORT_KEYS = ['createdAt', 'price', 'name', 'rating', 'popularity'] as const;

/** A query value; blank or absent reads as undefined, anything else goes through `inner`. */
function optional<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .pipe(inner.optional());
}

const whole = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number of 1 or more`)
    .transform(Number)
    .pipe(z.number().min(1, `${name} must be a whole number of 1 or more`));

export const pageQuery = optional(whole('page'));
/** At most 100: a larger limit is capped, not refused. */
export const limitQuery = optional(whole('limit').transform((n) => Math.min(n, MAX_LIMIT)));

const amount = (name: string) =>
  z.string().regex(/^\d{1,12}(\.\d+)?$/, `${name} must be a number of 0 or more`).transform(Number);

const flag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** The storefront's category names, with its two route aliases. */
export const categoryQuery = optional(
  z.enum([...CATEGORIES, 'apparel', 'smartwatches'], { error: 'Please choose a valid category' }),
);

export const searchText = z.string().max(200, 'Search text is too long');

/** The listing and search parameters of SPEC section 7. */
export const productListQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  sortBy: optional(
    z.enum([...SORT_KEYS, 'views'], { error: 'sortBy must be one of createdAt, price, name, rating or popularity' }),
  ),
  sortOrder: optional(z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' })),
  category: categoryQuery,
  brand: optional(z.string().max(100, 'Brand is too long')),
  minPrice: optional(amount('minPrice')),
  maxPrice: optional(amount('maxPrice')),
  featured: optional(flag('featured')),
  inStock: optional(flag('inStock')),
  search: optional(searchText),
  /** Comma-joined. */
  tags: optional(
    z
      .string()
      .max(500, 'Too many tags')
      .transform((value) => value.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '')),
  ),
});

/** The search page may also send the text as `q`. */
export const productSearchQuery = productListQuery.extend({ q: optional(searchText) });

export const shortListQuery = z.object({ limit: limitQuery });
export const pageOnlyQuery = z.object({ page: pageQuery, limit: limitQuery });

export const adminProductsQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  search: optional(searchText),
  category: categoryQuery,
  status: optional(z.enum(PRODUCT_STATUSES, { error: 'Please choose a valid status' })),
});

export const adminReviewsQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  search: optional(searchText),
  rating: optional(
    z.enum(['1', '2', '3', '4', '5'], { error: 'Rating must be a whole number from 1 to 5' }).transform(Number),
  ),
  product: optional(z.string().regex(OBJECT_ID_PATTERN, 'Invalid product id')),
});

export const objectId = (message: string) => z.string().regex(OBJECT_ID_PATTERN, message).transform((id) => id.toLowerCase());
export const productIdParams = z.object({ id: objectId('Invalid product id') });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
