// Test support: the catalog selling chosen products in variants, as the orders service sees it.
// The products list their variants; the stock calls are recorded with their variants and passed
// on to the real catalog per product (the catalog's own tests cover the stock it keeps per variant).
import type { CatalogApi } from '@shop/catalog';
import type { ProductVariant } from '@shop/contracts';

type StockCall = Parameters<CatalogApi['reserveStock']>[0];

export interface SoldVariant {
  id: string;
  label: string;
  price: number;
}

export function catalogSellingVariants() {
  const variantsOf = new Map<string, ProductVariant[]>();
  const reserved: StockCall[] = [];
  const restocked: StockCall[] = [];
  const perProduct = (call: StockCall): StockCall => ({ reference: call.reference, items: call.items.map(({ productId, quantity }) => ({ productId, quantity })) });

  const via = (catalog: CatalogApi): CatalogApi =>
    new Proxy(catalog, {
      get: (target, name: keyof CatalogApi) => {
        if (name === 'getProducts') {
          return async (ids: string[]) =>
            (await target.getProducts(ids)).map((product) => {
              const variants = variantsOf.get(product._id);
              return variants ? { ...product, variants, price: Math.min(...variants.map((variant) => variant.price)) } : product;
            });
        }
        if (name === 'reserveStock' || name === 'restockLines') {
          return async (call: StockCall) => {
            (name === 'reserveStock' ? reserved : restocked).push(structuredClone(call));
            return target[name](perProduct(call));
          };
        }
        return target[name];
      },
    });

  return {
    via,
    /** The reserveStock and restockLines calls orders made, as it made them. */
    reserved,
    restocked,
    /** From now on the product is sold in these variants. */
    sell(productId: string, variants: SoldVariant[]): void {
      variantsOf.set(
        productId,
        variants.map((variant, index) => ({
          _id: variant.id,
          sku: `SKU-${index + 1}`,
          options: variant.label.split(' / '),
          label: variant.label,
          price: variant.price,
          stock: { quantity: 10, reserved: 0, available: 10, lowStockThreshold: 2 },
        })),
      );
    },
  };
}
