import { AppError } from '@shop/domain';
import type { AuditActor, ProductInput, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { keysOf, toProductView } from '../product/product';
import { productCreated } from '../product/product-audit';
import { parseProductInput } from '../product/product-input';
import { insertProduct } from './insert-product';

const MAX_CREATOR_LENGTH = 64;

/**
 * An admin adds a product: the form validated, a unique slug from the name, creator from the
 * token, and its EBM fields: the item code given (no other product's) or the next of the shop's
 * series, tax type B unless given.
 */
export class CreateProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reads' | 'clock' | 'events' | 'unitOfWork'>) {}

  async execute(input: { product: ProductInput; creator: string; actor?: AuditActor }): Promise<ProductView> {
    const creator = typeof input.creator === 'string' ? input.creator.trim() : '';
    if (creator === '' || creator.length > MAX_CREATOR_LENGTH) {
      throw new AppError('invalid', M.validationFailed, [{ path: 'creator', message: M.invalidUserId }]);
    }
    const { details, stock, fiscal } = parseProductInput(input.product ?? {});
    const now = this.deps.clock.now().toISOString();
    const insert = () => insertProduct(
      this.deps,
      {
        ...details,
        ...keysOf(details),
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
      },
      fiscal,
    );
    const { actor } = input;
    // An admin's creation commits with its audit entry; the demo catalogue's seeding records none.
    const record = actor
      ? await this.deps.unitOfWork.run(async () => {
          const created = await insert();
          await this.deps.events.adminAction(productCreated(actor, created, now));
          return created;
        })
      : await insert();
    await this.deps.reads.invalidate({ productIds: [record._id], listings: true });
    return toProductView(record);
  }
}
