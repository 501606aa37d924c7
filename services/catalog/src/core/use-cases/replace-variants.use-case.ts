import { VARIANT_MESSAGES, type ProductVariantsBody } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { AuditActor, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { toProductView, type ProductRecord } from '../product/product';
import { productEdited } from '../product/product-audit';
import { parseVariants } from '../product/variants';

const MAX_ATTEMPTS = 10;

/**
 * An admin's options and variants for a product, replacing the ones it had. The write is
 * conditional on the stock writes read (orders reserve, pay and return units meanwhile): when one
 * came in, the product is read again and the variants merged again, so a variant's reserved units
 * are never written over. A product gains or loses its options only while no order holds its
 * units, as an order's lines name its variant, or none. Shopper reads are invalidated at once.
 */
export class ReplaceVariants {
  constructor(
    private readonly deps: Pick<CatalogPorts, 'products' | 'reads' | 'clock' | 'events' | 'unitOfWork'>,
    private readonly newId: () => string,
  ) {}

  async execute(input: { id: string; body: ProductVariantsBody; actor: AuditActor }): Promise<ProductView> {
    const updated = await this.replace(input.id, input.body, input.actor);
    await this.deps.reads.invalidate({ productIds: [updated._id], listings: true });
    return toProductView(updated);
  }

  /**
   * The write alone: the caller tells shoppers' reads (an import, before the shop serves anyone,
   * tells no one). An admin's write (`actor`) commits with its audit entries: the variants that
   * changed (product.updated) and their stock (product.stock-changed).
   */
  async replace(id: string, body: ProductVariantsBody, actor?: AuditActor): Promise<ProductRecord> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.deps.products.findById(id);
      if (!current) throw new AppError('not_found', M.productNotFound);
      const existing = current.variants ?? [];
      const defaults = {
        price: current.price,
        ...(current.originalPrice !== undefined ? { originalPrice: current.originalPrice } : {}),
        lowStockThreshold: current.stock.lowStockThreshold,
        skuBase: current.fiscal?.itemCode || current.slug,
      };
      const { options, variants } = parseVariants(body, defaults, existing, this.newId);
      const converting = (existing.length > 0) !== (variants.length > 0);
      if (converting && current.stock.reserved > 0) throw new AppError('conflict', VARIANT_MESSAGES.reservedWhileConverting);
      const now = this.deps.clock.now().toISOString();
      const write = () =>
        this.deps.products.replaceVariants(current._id, {
          expectedStockVersion: current.stockVersion ?? null,
          converting,
          options,
          variants,
          quantityWithout: current.stock.quantity,
          lowStockThreshold: current.stock.lowStockThreshold,
          updatedAt: now,
        });
      const updated = actor
        ? await this.deps.unitOfWork.run(async () => {
            const written = await write();
            if (written) for (const action of productEdited(actor, current, written, now)) await this.deps.events.adminAction(action);
            return written;
          })
        : await write();
      if (updated) return updated;
    }
    throw new AppError('conflict', M.busy);
  }
}
