import { variantLabelOf } from '@shop/contracts';
import type { CatalogStats, LowStockProduct } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import type { ProductRecord } from '../product/product';

const LOW_STOCK_LIMIT = 10;

/** The catalog's figures for the admin dashboard: how many products, and which are running low. */
export class GetCatalogStats {
  constructor(private readonly deps: Pick<CatalogPorts, 'products'>) {}

  async execute(): Promise<CatalogStats> {
    const [totalProducts, low] = await Promise.all([this.deps.products.countAll(), this.deps.products.lowStock(LOW_STOCK_LIMIT)]);
    const lowStock = low.flatMap(lowStockEntries).sort((a, b) => a.quantity - b.quantity);
    return { totalProducts, lowStock: lowStock.slice(0, LOW_STOCK_LIMIT) };
  }
}

/** A product sold in variants runs low per variant: each variant at or below its alert is a line. */
function lowStockEntries(product: ProductRecord): LowStockProduct[] {
  const entry = { _id: product._id, name: product.name, category: product.category, image: product.images.primary };
  if (!product.variants?.length) {
    return [{ ...entry, quantity: Math.max(0, product.stock.available), lowStockThreshold: product.stock.lowStockThreshold }];
  }
  return product.variants
    .filter((variant) => variant.stock.available <= variant.stock.lowStockThreshold)
    .map((variant) => ({
      ...entry,
      ...(variant.image ? { image: variant.image } : {}),
      quantity: Math.max(0, variant.stock.available),
      lowStockThreshold: variant.stock.lowStockThreshold,
      variantId: variant._id,
      variantLabel: variantLabelOf(variant.options),
    }));
}
