import { z } from 'zod';
import { categoryQuery, limitQuery, OBJECT_ID_PATTERN, optionalParam, pageQuery, searchText } from '@shop/contracts';
import { PRODUCT_STATUSES } from '@shop/domain';

// Query strings arrive as plain strings (the app's 'simple' parser); blank means absent. The
// listing and search parameters, and the readers these share with them, are the catalog contract's.

export const shortListQuery = z.object({ limit: limitQuery });
export const pageOnlyQuery = z.object({ page: pageQuery, limit: limitQuery });

export const adminProductsQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  search: optionalParam(searchText),
  category: categoryQuery,
  status: optionalParam(z.enum(PRODUCT_STATUSES, { error: 'Please choose a valid status' })),
});

export const adminReviewsQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  search: optionalParam(searchText),
  rating: optionalParam(
    z.enum(['1', '2', '3', '4', '5'], { error: 'Rating must be a whole number from 1 to 5' }).transform(Number),
  ),
  product: optionalParam(z.string().max(24, { error: 'Invalid product id', abort: true }).regex(OBJECT_ID_PATTERN, 'Invalid product id')),
});

export const objectId = (message: string) => z.string().max(24, { error: message, abort: true }).regex(OBJECT_ID_PATTERN, message).transform((id) => id.toLowerCase());
export const productIdParams = z.object({ id: objectId('Invalid product id') });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
