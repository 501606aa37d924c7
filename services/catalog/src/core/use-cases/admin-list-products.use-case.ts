import { ADMIN_PAGE_SIZE, isProductStatus, type FieldError } from '@shop/domain';
import type { AdminProductQuery, ProductPage } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { categoryOf } from '../listing/listing-query';
import { pageRequestOf, paginationOf, throwIfInvalid } from '../listing/paging';
import type { ProductCriteria } from '../ports/product-repository.port';
import { toProductView } from '../product/product';
import { searchTermsOf } from '../search/search-words';

/** The admin product list: every status, newest first, searched and filtered by category. */
export class AdminListProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products'>) {}

  async execute(query: AdminProductQuery): Promise<ProductPage> {
    const errors: FieldError[] = [];
    const request = pageRequestOf(query, ADMIN_PAGE_SIZE, errors);
    const criteria: ProductCriteria = {};
    const category = categoryOf(query.category, errors);
    if (category) criteria.category = category;
    const status = typeof query.status === 'string' ? query.status.trim().toLowerCase() : '';
    if (isProductStatus(status)) criteria.status = status;
    else if (status !== '') errors.push({ path: 'status', message: M.unknownStatus });
    throwIfInvalid(errors);
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      criteria.search = searchTermsOf(query.search);
      if (criteria.search.length === 0) return { products: [], pagination: paginationOf(request, 0) };
    }
    const { products } = this.deps;
    const order = { by: 'createdAt', direction: 'desc' } as const;
    const [items, total] = await Promise.all([products.find(criteria, order, request), products.count(criteria)]);
    return { products: items.map(toProductView), pagination: paginationOf(request, total) };
  }
}
