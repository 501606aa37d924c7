import type { ProductStampPage, ProductStampQuery } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { stampRequestOf } from '../listing/paging';

/**
 * The ids and last-change times of the products shoppers can open (active ones, as the listing
 * and the product page decide), in id order after a given id: the sitemap walks the whole
 * catalogue with it, reading two fields of each product and seeking, never skipping, to its page.
 * Not kept in the read cache: its one caller keeps what it builds.
 */
export class ListProductStamps {
  constructor(private readonly deps: Pick<CatalogPorts, 'products'>) {}

  async execute(query: ProductStampQuery): Promise<ProductStampPage> {
    const { after, limit } = stampRequestOf(query);
    // One more than asked: whether a page follows is known without a call that would find none.
    const found = await this.deps.products.stamps({ status: 'active' }, { after, limit: limit + 1 });
    const products = found.slice(0, limit).map(({ _id, updatedAt }) => ({ id: _id, updatedAt }));
    const last = products.at(-1);
    return found.length > limit && last ? { products, next: last.id } : { products };
  }
}
