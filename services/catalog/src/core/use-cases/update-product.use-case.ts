import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { ProductInput, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductRepository } from '../ports/product-repository.port';
import { keysOf, toProductView } from '../product/product';
import { parseProductInput } from '../product/product-input';
import { slugBase, slugCandidate, slugHasBase } from '../product/slug';
import { notFound } from './get-product.use-case';

const MAX_ATTEMPTS = 20;

/**
 * An admin replaces a product's form fields. A new quantity moves available by the same
 * difference in the same atomic update (conditional on the quantity read), so units that
 * orders hold stay reserved whatever reservations run meanwhile. The slug follows a new name.
 * Features and tags are not on SPEC's admin form: a body without them keeps the product's own.
 */
export class UpdateProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads' | 'clock'>) {}

  async execute(input: { id: string; product: ProductInput }): Promise<ProductView> {
    if (!isObjectId(input.id)) throw notFound();
    const id = input.id.toLowerCase();
    const { details, stock } = parseProductInput(input.product ?? {});
    const base = slugBase(details.name);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.deps.products.findById(id);
      if (!current) throw notFound();
      const slug = slugHasBase(current.slug, base) ? current.slug : await freeSlug(this.deps.products, base, id);
      const kept = {
        ...details,
        features: input.product?.features === undefined ? current.features : details.features,
        tags: input.product?.tags === undefined ? current.tags : details.tags,
      };
      const updated = await this.deps.products.replaceDetails(id, {
        expectedQuantity: current.stock.quantity,
        expectedThreshold: current.stock.lowStockThreshold,
        quantity: stock.quantity,
        lowStockThreshold: stock.lowStockThreshold,
        details: { ...kept, ...keysOf(kept), slug },
        updatedAt: this.deps.clock.now().toISOString(),
      });
      if (updated) {
        await this.deps.reads.invalidate({ productIds: [updated._id], listings: true });
        return toProductView(updated);
      }
    }
    throw new AppError('conflict', M.busy);
  }
}

async function freeSlug(products: ProductRepository, base: string, exceptId: string): Promise<string> {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const slug = slugCandidate(base, attempt);
    if (!(await products.slugExists(slug, exceptId))) return slug;
  }
  throw new AppError('conflict', M.slugTaken);
}
