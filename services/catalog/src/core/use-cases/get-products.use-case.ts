import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { toProductView, type ProductRecord } from '../product/product';
import { withItemCode } from './item-codes';

export const MAX_BATCH_IDS = 200;

/**
 * Products in a batch, any status, in the order asked; unknown ids are left out. Read live
 * (never from the cache): carts and orders are priced from it, and fiscal receipts print its
 * item codes, so a product still without one (stored before they were kept, and not yet given one
 * at the catalog's start) gets it here.
 */
export class GetProducts {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes'>) {}

  async execute(ids: string[]): Promise<ProductView[]> {
    if (!Array.isArray(ids) || ids.length > MAX_BATCH_IDS || !ids.every(isObjectId)) {
      throw new AppError('invalid', M.invalidId, [{ path: 'ids', message: M.invalidId }]);
    }
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const records = await Promise.all((await this.deps.products.findByIds(wanted)).map((record) => this.coded(record)));
    const found = new Map(records.flatMap((record) => (record ? [[record._id, record] as const] : [])));
    return wanted.flatMap((id) => {
      const record = found.get(id);
      return record ? [toProductView(record)] : [];
    });
  }

  private coded(record: ProductRecord): Promise<ProductRecord | null> {
    return record.fiscal ? Promise.resolve(record) : withItemCode(this.deps, record);
  }
}
