import { isObjectId } from '@shop/contracts';
import type { WishlistChange } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { ownerOf } from './wishlist-owner';

/** Removes one product, or every product, from the user's wishlist; counts follow. */
export class RemoveFromWishlist {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'wishlist' | 'reads'>) {}

  async one(input: { userId: string; productId: string }): Promise<WishlistChange> {
    const userId = ownerOf(input.userId);
    const productId = isObjectId(input.productId) ? input.productId.toLowerCase() : '';
    if (productId && (await this.deps.wishlist.remove(userId, productId))) {
      await this.deps.products.addToWishlistCount(productId, -1);
      await this.deps.reads.invalidate();
    }
    return { added: false, action: 'removed', productId: input.productId, count: await this.deps.wishlist.count(userId) };
  }

  async all(userId: string): Promise<WishlistChange> {
    const owner = ownerOf(userId);
    let removed = 0;
    for (const item of await this.deps.wishlist.list(owner)) {
      // Item by item, so a concurrent removal is never counted twice.
      if (await this.deps.wishlist.remove(owner, item.productId)) {
        await this.deps.products.addToWishlistCount(item.productId, -1);
        removed += 1;
      }
    }
    if (removed > 0) await this.deps.reads.invalidate();
    return { added: false, action: 'cleared', count: await this.deps.wishlist.count(owner) };
  }
}
