import { FEATURED_PRODUCTS_DEFAULT_LIMIT } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { shortListLimit } from '../listing/paging';
import { toProductView } from '../product/product';

/** Active featured products, newest first (default 10; the home carousel asks for 8). */
export class FeaturedProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads'>) {}

  execute(requested?: number): Promise<ProductView[]> {
    const limit = shortListLimit(requested, FEATURED_PRODUCTS_DEFAULT_LIMIT);
    return this.deps.reads.read(`featured:${limit}`, async () => {
      const criteria = { status: 'active' as const, featured: true };
      const records = await this.deps.products.find(criteria, { by: 'createdAt', direction: 'desc' }, { skip: 0, limit });
      return records.map(toProductView);
    });
  }
}
