import { TOP_RATED_DEFAULT_LIMIT } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { shortListLimit } from '../listing/paging';
import { toProductView } from '../product/product';

/** Active products by average rating, then number of reviews (default 10). */
export class TopRatedProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads'>) {}

  execute(requested?: number): Promise<ProductView[]> {
    const limit = shortListLimit(requested, TOP_RATED_DEFAULT_LIMIT);
    return this.deps.reads.read(`top-rated:${limit}`, async () => {
      const order = { by: 'rating', direction: 'desc' } as const;
      const records = await this.deps.products.find({ status: 'active' }, order, { skip: 0, limit });
      return records.map(toProductView);
    });
  }
}
