import type { OrdersPorts } from '../orders-ports';
import type { FiscalItem } from '../ports/fiscal-device.port';

/**
 * The shop's items as the VSDC knows them. An item is registered when it is new to the VSDC or
 * its name or tax type changed since it was last registered; otherwise nothing is sent.
 */
export class FiscalItemRegistry {
  constructor(private readonly deps: Pick<OrdersPorts, 'fiscal' | 'fiscalReceipts'>) {}

  /** What went wrong, or undefined when the VSDC knows the item as it is. */
  async ensure(item: FiscalItem): Promise<string | undefined> {
    const known = await this.deps.fiscalReceipts.registeredItem(item.itemCode);
    if (known && known.name === item.name && known.taxType === item.taxType) return undefined;
    const result = await this.deps.fiscal.saveItem(item);
    if (result.outcome !== 'saved') return `item ${item.itemCode}: ${result.code} ${result.message}`;
    await this.deps.fiscalReceipts.saveRegisteredItem(item);
    return undefined;
  }
}
