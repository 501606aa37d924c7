import type { Filter, SortSpec } from '@shop/platform';
import type { ProductCriteria, ProductOrder } from '../../core/ports/product-repository.port';
import type { SearchTerm } from '../../core/search/search-words';

/**
 * Criteria → a documents-port filter. Values come from the core, already checked and
 * normalised; search words are plain strings compared for equality with stored prefixes,
 * never patterns and never operators.
 */
export function productFilter(criteria: ProductCriteria): Filter {
  const filter: Filter = {};
  const and: Filter[] = [];
  if (criteria.status) filter.status = criteria.status;
  if (criteria.category) filter.category = criteria.category;
  if (criteria.brandKey) filter.brandKey = criteria.brandKey;
  if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) {
    filter.price = {
      ...(criteria.minPrice !== undefined ? { $gte: criteria.minPrice } : {}),
      ...(criteria.maxPrice !== undefined ? { $lte: criteria.maxPrice } : {}),
    };
  }
  if (criteria.featured !== undefined) filter.isFeatured = criteria.featured;
  if (criteria.inStock !== undefined) filter['stock.available'] = criteria.inStock ? { $gt: 0 } : { $lte: 0 };
  if (criteria.tags?.length) filter.tags = { $in: criteria.tags };
  if (criteria.excludeIds?.length) filter._id = { $nin: criteria.excludeIds };
  if (criteria.search?.length) {
    // The name is part of the searchable text: a name holding every word needs no other test.
    and.push(...termsFilter(criteria.nameMatch === 'name' ? 'namePrefixes' : 'searchPrefixes', criteria.search));
    // Not every term in the name: some term none of whose forms is a name prefix.
    if (criteria.nameMatch === 'other') and.push({ $or: criteria.search.map((forms) => ({ namePrefixes: { $nin: shortestForms(forms) } })) });
  }
  if (and.length > 0) filter.$and = and;
  return filter;
}

/**
 * Single-form terms together as `$all` (one multikey index lookup); others as `$in` of their
 * forms. A field holding every prefix of its words that holds a form holds each start of it, so a
 * form another one starts ('keyboards' after 'keyboard') finds nothing more and is left out: a
 * plural and its singular are then one form.
 */
export function termsFilter(field: string, terms: SearchTerm[]): Filter[] {
  const needed = terms.map(shortestForms);
  const single = needed.filter((forms) => forms.length === 1).map((forms) => forms[0] as string);
  const multi = needed.filter((forms) => forms.length > 1);
  return [...(single.length > 0 ? [{ [field]: { $all: [...new Set(single)] } }] : []), ...multi.map((forms) => ({ [field]: { $in: forms } }))];
}

/** The forms of a term that no other of its forms starts. */
function shortestForms(forms: SearchTerm): string[] {
  const unique = [...new Set(forms)];
  return unique.filter((form) => !unique.some((other) => other !== form && form.startsWith(other)));
}

/** The requested order; the adapters end every sort on `_id`, so ties are stable. */
export function productSort(order: ProductOrder): SortSpec {
  const d = order.direction === 'asc' ? 1 : -1;
  switch (order.by) {
    case 'price':
      return { price: d };
    case 'name':
      return { nameKey: d };
    case 'rating':
      return { 'rating.average': d, 'rating.count': d };
    case 'popularity':
      return { purchases: d, views: d };
    default:
      return { createdAt: d };
  }
}
