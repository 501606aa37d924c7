import { isObjectId } from '@shop/contracts';
import type { CatalogPorts } from '../catalog-ports';
import { notFound } from './get-product.use-case';

/** An admin deletes a product; its reviews go, and it leaves every wishlist. */
export class DeleteProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'wishlist' | 'reads'>) {}

  async execute(id: string): Promise<void> {
    if (!isObjectId(id)) throw notFound();
    const productId = id.toLowerCase();
    if (!(await this.deps.products.delete(productId))) throw notFound();
    await Promise.all([this.deps.reviews.deleteForProduct(productId), this.deps.wishlist.removeProduct(productId)]);
    await this.deps.reads.invalidate({ productIds: [productId], listings: true });
  }
}
