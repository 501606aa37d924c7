import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { toProductView } from '../product/product';

export const MAX_BATCH_IDS = 200;

/**
 * Products in a batch, any status, in the order asked; unknown ids are left out. Read live
 * (never from the cache): carts and orders are priced from it.
 */
export class GetProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products'>) {}

  async execute(ids: string[]): Promise<ProductView[]> {
    if (!Array.isArray(ids) || ids.length > MAX_BATCH_IDS || !ids.every(isObjectId)) {
      throw new AppError('invalid', M.invalidId, [{ path: 'ids', message: M.invalidId }]);
    }
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const found = new Map((await this.deps.products.findByIds(wanted)).map((record) => [record._id, record]));
    return wanted.flatMap((id) => {
      const record = found.get(id);
      return record ? [toProductView(record)] : [];
    });
  }
}
