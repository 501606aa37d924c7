import type { CatalogStats } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';

const LOW_STOCK_LIMIT = 10;

/** The catalog's figures for the admin dashboard: how many products, and which are running low. */
export class GetCatalogStats {
  constructor(private readonly deps: Pick<CatalogPorts, 'products'>) {}

  async execute(): Promise<CatalogStats> {
    const [totalProducts, low] = await Promise.all([this.deps.products.countAll(), this.deps.products.lowStock(LOW_STOCK_LIMIT)]);
    return {
      totalProducts,
      lowStock: low.map((product) => ({
        _id: product._id,
        name: product.name,
        category: product.category,
        image: product.images.primary,
        quantity: Math.max(0, product.stock.available),
        lowStockThreshold: product.stock.lowStockThreshold,
      })),
    };
  }
}
