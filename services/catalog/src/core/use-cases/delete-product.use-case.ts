import { isObjectId } from '@shop/contracts';
import type { AuditActor } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { productDeleted } from '../product/product-audit';
import { notFound } from './get-product.use-case';

/** An admin deletes a product; its reviews go, and it leaves every wishlist. The deletion and its audit entry commit together. */
export class DeleteProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'wishlist' | 'reads' | 'events' | 'unitOfWork' | 'clock'>) {}

  async execute(id: string, actor: AuditActor): Promise<void> {
    if (!isObjectId(id)) throw notFound();
    const productId = id.toLowerCase();
    const deleted = await this.deps.unitOfWork.run(async () => {
      const product = await this.deps.products.findById(productId);
      if (!product || !(await this.deps.products.delete(productId))) return false;
      await this.deps.events.adminAction(productDeleted(actor, product, this.deps.clock.now().toISOString()));
      return true;
    });
    if (!deleted) throw notFound();
    await Promise.all([this.deps.reviews.deleteForProduct(productId), this.deps.wishlist.removeProduct(productId)]);
    await this.deps.reads.invalidate({ productIds: [productId], listings: true });
  }
}
