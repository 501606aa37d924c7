import { FiscalItemRegistry } from '../fiscal/fiscal-item-registry';
import type { OrdersPorts } from '../orders-ports';

/**
 * products.changed: the changed products' EBM items are registered with the VSDC when they are
 * new or their name or tax type changed. A VSDC that cannot be reached now is no loss: every
 * sale registers its items again first, if they still need it.
 */
export class RegisterFiscalItems {
  private readonly registry: FiscalItemRegistry;

  constructor(private readonly deps: Pick<OrdersPorts, 'fiscal' | 'fiscalReceipts' | 'catalog' | 'log'>) {
    this.registry = new FiscalItemRegistry(deps);
  }

  async execute(productIds: string[]): Promise<void> {
    const products = await this.deps.catalog.getProducts(productIds);
    for (const product of products) {
      const problem = await this.registry.ensure({ itemCode: product.fiscal.itemCode, name: product.name, taxType: product.fiscal.taxType, unitPrice: product.price });
      if (problem) this.deps.log.warn({ productId: product.id, problem }, 'EBM item not registered; the next sale of it registers it first');
    }
  }
}
