import type { ProductListQuery, ProductPage } from '../../api/catalog-api';
import { cacheKeyOf } from '../cache/read-cache';
import type { CatalogPorts } from '../catalog-ports';
import { listingPlanOf, type ListingPlan } from '../listing/listing-query';
import { paginationOf } from '../listing/paging';
import { toProductView } from '../product/product';

/**
 * The shopper listing and search: active products only, filtered, sorted with ties broken by
 * id so pages never repeat or skip. A search without a chosen sort ranks by relevance: the
 * products whose name matches every word first, then the others, each part newest first.
 * A chosen sort is followed exactly. A search word the catalogue does not know is read as the
 * closest one it does (unless `exact`), and every word also finds its synonyms' terms.
 */
export class ListProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads' | 'lexicon'>) {}

  async execute(query: ProductListQuery): Promise<ProductPage> {
    const plan = listingPlanOf(query);
    const byRelevance = Boolean(plan.criteria.search) && !query.sortBy;
    if (!plan.criteria.search?.length) return this.cached(plan, byRelevance);
    const { terms, correctedText } = this.deps.lexicon.read(plan.criteria.search, query.exact === true);
    const page = await this.cached({ ...plan, criteria: { ...plan.criteria, search: terms } }, byRelevance);
    // Said only when the correction found something: the words as typed found nothing.
    return correctedText !== undefined && page.pagination.total > 0 ? { ...page, searchedFor: correctedText } : page;
  }

  private cached(plan: ListingPlan, byRelevance: boolean): Promise<ProductPage> {
    return this.deps.reads.read(cacheKeyOf('products', { ...plan, byRelevance }), () => this.load(plan, byRelevance));
  }

  private async load({ criteria, order, paging, matchesNothing }: ListingPlan, byRelevance: boolean): Promise<ProductPage> {
    const { products } = this.deps;
    if (matchesNothing) return { products: [], pagination: paginationOf(paging, 0) };
    if (!byRelevance) {
      const { items, total } = await products.page(criteria, order, paging);
      return { products: items.map(toProductView), pagination: paginationOf(paging, total) };
    }
    const byName = { ...criteria, nameMatch: 'name' as const };
    const others = { ...criteria, nameMatch: 'other' as const };
    const [total, named] = await Promise.all([products.count(criteria), products.find(byName, order, paging)]);
    const items = [...named];
    const remaining = paging.limit - items.length;
    if (remaining > 0 && paging.skip + items.length < total) {
      // The name matches end on this page, so they are counted without a query, unless the page
      // is past them all: a full page, the usual case, never counts them.
      const namedTotal = items.length > 0 || paging.skip === 0 ? paging.skip + items.length : await products.count(byName);
      const skip = Math.max(0, paging.skip - namedTotal);
      items.push(...(await products.find(others, order, { skip, limit: remaining })));
    }
    return { products: items.map(toProductView), pagination: paginationOf(paging, total) };
  }
}
