import { AppError } from '@shop/domain';
import type { ProductInput, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { keysOf, toProductView } from '../product/product';
import { parseProductInput } from '../product/product-input';
import { slugBase, slugCandidate } from '../product/slug';

const MAX_SLUG_ATTEMPTS = 50;
const MAX_CREATOR_LENGTH = 64;

/** An admin adds a product: the form validated, a unique slug from the name, creator from the token. */
export class CreateProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads' | 'clock'>) {}

  async execute(input: { product: ProductInput; creator: string }): Promise<ProductView> {
    const creator = typeof input.creator === 'string' ? input.creator.trim() : '';
    if (creator === '' || creator.length > MAX_CREATOR_LENGTH) {
      throw new AppError('invalid', M.validationFailed, [{ path: 'creator', message: M.invalidUserId }]);
    }
    const { details, stock } = parseProductInput(input.product ?? {});
    const now = this.deps.clock.now().toISOString();
    const base = slugBase(details.name);
    for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
      const slug = slugCandidate(base, attempt);
      if (await this.deps.products.slugExists(slug)) continue;
      const record = await this.deps.products.insert({
        ...details,
        ...keysOf(details),
        slug,
        isActive: details.status === 'active',
        currency: 'RWF',
        creator,
        stock: { quantity: stock.quantity, reserved: 0, available: stock.quantity, lowStockThreshold: stock.lowStockThreshold },
        rating: { average: 0, count: 0, sum: 0 },
        views: 0,
        purchases: 0,
        wishlistCount: 0,
        createdAt: now,
        updatedAt: now,
      });
      if (!record) continue; // taken meanwhile: try the next one
      await this.deps.reads.invalidate({ productIds: [record._id], listings: true });
      return toProductView(record);
    }
    throw new AppError('conflict', M.slugTaken);
  }
}
