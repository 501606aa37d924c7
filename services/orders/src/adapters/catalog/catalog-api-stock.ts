import { isAppError } from '@shop/domain';
import type { CatalogApi } from '@shop/catalog';
import type { CatalogProduct, StockCatalog, StockLine } from '../../core/ports/stock-catalog.port';

/** The calls of the catalog's API that orders makes. */
export type CatalogStockApi = Pick<CatalogApi, 'getProducts' | 'reserveStock' | 'releaseStock' | 'commitStock' | 'returnStock' | 'restockLines'>;

/** The catalog's API (in-process or GrpcCatalogApi) as the orders core needs it. */
export class CatalogApiStock implements StockCatalog {
  constructor(private readonly catalog: CatalogStockApi) {}

  async getProducts(ids: string[]): Promise<CatalogProduct[]> {
    const products = await this.catalog.getProducts(ids);
    return products.map((product) => ({
      id: product._id,
      name: product.name,
      price: product.price,
      category: product.category,
      image: product.images?.primary || product.image,
      active: product.status === 'active' && product.isActive !== false,
      fiscal: { itemCode: product.fiscal.itemCode, taxType: product.fiscal.taxType },
      variants: product.variants.map((variant) => ({ id: variant._id, label: variant.label, price: variant.price })),
    }));
  }

  async reserve(reference: string, lines: StockLine[]): Promise<void> {
    await this.catalog.reserveStock({ reference, items: lines });
  }

  async release(reference: string): Promise<void> {
    try {
      await this.catalog.releaseStock(reference);
    } catch (error) {
      // Never reserved (a placement that failed before or during its reservation): nothing to give back.
      if (isAppError(error) && error.kind === 'not_found') return;
      throw error;
    }
  }

  async commit(reference: string): Promise<void> {
    await this.catalog.commitStock(reference);
  }

  async returnToStock(reference: string): Promise<void> {
    await this.catalog.returnStock(reference);
  }

  async restock(reference: string, lines: StockLine[]): Promise<void> {
    await this.catalog.restockLines({ reference, items: lines });
  }
}
