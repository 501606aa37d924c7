import { isObjectId } from '@shop/contracts';
import { RELATED_PRODUCTS_DEFAULT_LIMIT } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { shortListLimit } from '../listing/paging';
import type { ProductCriteria, ProductOrder } from '../ports/product-repository.port';
import { toProductView, type ProductRecord } from '../product/product';
import { notFound } from './get-product.use-case';

const BEST_FIRST: ProductOrder = { by: 'rating', direction: 'desc' };

/**
 * Products to show beside one: the same category first, then the same brand, then any
 * other, best rated first in each; never the product itself (default 6).
 */
export class RelatedProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads'>) {}

  execute(id: string, requested?: number): Promise<ProductView[]> {
    const limit = shortListLimit(requested, RELATED_PRODUCTS_DEFAULT_LIMIT);
    if (!isObjectId(id)) return Promise.reject(notFound());
    const productId = id.toLowerCase();
    return this.deps.reads.read(`related:${productId}:${limit}`, async () => {
      const product = await this.deps.products.findById(productId);
      if (!product || product.status !== 'active') throw notFound();
      return (await this.pick(product, limit)).map(toProductView);
    });
  }

  private async pick(product: ProductRecord, limit: number): Promise<ProductRecord[]> {
    const picked: ProductRecord[] = [];
    const tiers: ProductCriteria[] = [{ category: product.category }, { brandKey: product.brandKey }, {}];
    for (const tier of tiers) {
      const remaining = limit - picked.length;
      if (remaining <= 0) break;
      const excludeIds = [product._id, ...picked.map((p) => p._id)];
      const criteria: ProductCriteria = { ...tier, status: 'active', excludeIds };
      picked.push(...(await this.deps.products.find(criteria, BEST_FIRST, { skip: 0, limit: remaining })));
    }
    return picked;
  }
}
