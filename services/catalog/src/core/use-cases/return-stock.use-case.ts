import { AppError } from '@shop/domain';
import type { StockReservation } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { referenceOf, reservationView } from './stock-lines';

/**
 * A paid order was cancelled: the units its committed reservation sold go back into the stock
 * and leave purchases. The reservation moves to `returned` first, atomically, so however often
 * (or concurrently) it is asked, the units come back once.
 */
export class ReturnStock {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reservations' | 'reads' | 'clock'>) {}

  async execute(input: string): Promise<StockReservation> {
    const reference = referenceOf(input);
    const { reservations, products } = this.deps;
    const current = await reservations.find(reference);
    if (!current) throw new AppError('not_found', M.reservationNotFound);
    if (current.state === 'returned') return reservationView(current);
    if (current.state !== 'committed') throw new AppError('conflict', M.notCommitted);
    const now = this.deps.clock.now().toISOString();
    const moved = await reservations.move(reference, 'committed', 'returned', now);
    if (!moved) {
      // Another caller returned it meanwhile: answer with the outcome.
      const after = await reservations.find(reference);
      if (after?.state === 'returned') return reservationView(after);
      throw new AppError('conflict', M.notCommitted);
    }
    for (const line of moved.items) await products.restock(line, line.quantity, now);
    await this.deps.reads.invalidate({ productIds: moved.items.map((line) => line.productId), listings: true });
    return reservationView(moved);
  }
}
