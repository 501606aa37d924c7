import { isCategory, type Category, type FieldError } from '@shop/domain';
import { PRODUCT_SORT_KEYS, type ProductListQuery, type ProductSortKey } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductCriteria, ProductOrder } from '../ports/product-repository.port';
import { normalisedKey } from '../product/product';
import { CATEGORY_ALIASES } from '../search/category-synonyms';
import { searchTermsOf } from '../search/search-words';
import { pageRequestOf, throwIfInvalid, type PageRequest } from './paging';

export const SHOPPER_PAGE_SIZE = 20;
export const MAX_TAG_FILTERS = 20;

export interface ListingPlan {
  criteria: ProductCriteria;
  order: ProductOrder;
  paging: PageRequest;
  /** A search was asked for but has no letters or digits: as plain text it matches nothing. */
  matchesNothing: boolean;
}

/** Reads and checks a shopper listing or search; throws invalid with every bad field. */
export function listingPlanOf(query: ProductListQuery): ListingPlan {
  const errors: FieldError[] = [];
  const paging = pageRequestOf(query, SHOPPER_PAGE_SIZE, errors);
  const order: ProductOrder = { by: sortKeyOf(query.sortBy, errors), direction: sortOrderOf(query.sortOrder, errors) };
  const criteria: ProductCriteria = { status: 'active' };
  const category = categoryOf(query.category, errors);
  if (category) criteria.category = category;
  const brandKey = typeof query.brand === 'string' ? normalisedKey(query.brand) : '';
  if (brandKey) criteria.brandKey = brandKey;
  const minPrice = priceOf(query.minPrice, 'minPrice', errors);
  const maxPrice = priceOf(query.maxPrice, 'maxPrice', errors);
  // Prices are whole francs: a decimal bound means the next whole one inside it.
  if (minPrice !== undefined) criteria.minPrice = Math.ceil(minPrice);
  if (maxPrice !== undefined) criteria.maxPrice = Math.floor(maxPrice);
  if (typeof query.featured === 'boolean') criteria.featured = query.featured;
  if (typeof query.inStock === 'boolean') criteria.inStock = query.inStock;
  const tags = tagsOf(query.tags);
  if (tags.length > 0) criteria.tags = tags.slice(0, MAX_TAG_FILTERS);
  throwIfInvalid(errors);
  let matchesNothing = false;
  if (typeof query.search === 'string' && query.search.trim() !== '') {
    criteria.search = searchTermsOf(query.search);
    matchesNothing = criteria.search.length === 0;
  }
  return { criteria, order, paging, matchesNothing };
}

function sortKeyOf(value: unknown, errors: FieldError[]): ProductSortKey {
  if (value === undefined || value === null || value === '') return 'createdAt';
  if (value === 'views') return 'popularity'; // the domain's name for the Most Popular sort
  if ((PRODUCT_SORT_KEYS as readonly unknown[]).includes(value)) return value as ProductSortKey;
  errors.push({ path: 'sortBy', message: M.unknownSort });
  return 'createdAt';
}

function sortOrderOf(value: unknown, errors: FieldError[]): 'asc' | 'desc' {
  if (value === undefined || value === null || value === '') return 'desc';
  if (value === 'asc' || value === 'desc') return value;
  errors.push({ path: 'sortOrder', message: M.unknownSortOrder });
  return 'desc';
}

/** One of the categories, or a storefront alias of one; blank means none. */
export function categoryOf(value: unknown, errors: FieldError[]): Category | undefined {
  if (value === undefined || value === null) return undefined;
  const name = String(value).trim().toLowerCase();
  if (name === '') return undefined;
  const category = CATEGORY_ALIASES[name] ?? name;
  if (isCategory(category)) return category;
  errors.push({ path: 'category', message: M.unknownCategory });
  return undefined;
}

function priceOf(value: unknown, path: string, errors: FieldError[]): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  errors.push({ path, message: M.priceFilterInvalid });
  return undefined;
}

function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const tags = value.filter((t): t is string => typeof t === 'string').map((t) => t.trim().toLowerCase());
  return [...new Set(tags.filter((t) => t !== ''))];
}
