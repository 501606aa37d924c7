import type { WishlistItemView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { toProductView } from '../product/product';
import { ownerOf } from './wishlist-owner';

/** The user's wishlist, most recent first, with live product data (price, stock, rating...). */
export class ListWishlist {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'wishlist'>) {}

  async execute(userId: string): Promise<WishlistItemView[]> {
    const items = await this.deps.wishlist.list(ownerOf(userId));
    if (items.length === 0) return [];
    const products = new Map((await this.deps.products.findByIds(items.map((i) => i.productId))).map((p) => [p._id, p]));
    return items.flatMap((item) => {
      const product = products.get(item.productId);
      return product ? [{ _id: item._id, productId: item.productId, addedAt: item.addedAt, product: toProductView(product) }] : [];
    });
  }
}
