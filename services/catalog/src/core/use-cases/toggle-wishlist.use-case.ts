import { isObjectId } from '@shop/contracts';
import type { WishlistChange } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { notFound } from './get-product.use-case';
import { ownerOf } from './wishlist-owner';

/**
 * Adds a product to the user's wishlist when absent, removes it when present. The product's
 * wishlistCount follows with an atomic increment.
 */
export class ToggleWishlist {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'wishlist' | 'reads' | 'clock'>) {}

  async execute(input: { userId: string; productId: string }): Promise<WishlistChange> {
    const userId = ownerOf(input.userId);
    if (!isObjectId(input.productId)) throw notFound();
    const productId = input.productId.toLowerCase();
    const { products, wishlist } = this.deps;
    let added: boolean;
    if (await wishlist.remove(userId, productId)) {
      await products.addToWishlistCount(productId, -1);
      added = false;
    } else {
      const product = await products.findById(productId);
      if (!product || product.status !== 'active') throw notFound();
      // false: a request of the same user added it meanwhile; it is in the wishlist either way.
      if (await wishlist.add(userId, productId, this.deps.clock.now().toISOString())) {
        await products.addToWishlistCount(productId, 1);
      }
      added = true;
    }
    await this.deps.reads.invalidate();
    return { added, action: added ? 'added' : 'removed', productId, count: await wishlist.count(userId) };
  }
}
