import { AppError } from '@shop/domain';
import type { StockReservation } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { referenceOf, reservationView } from './stock-lines';

const MAX_ATTEMPTS = 5;
const ALREADY = { committed: M.alreadyCommitted, released: M.alreadyReleased, returned: M.alreadyReturned } as const;

/**
 * Ends a reservation: `release` gives the units back (order cancelled, payment failed),
 * `commit` turns them into sold ones and raises purchases (order paid). The state moves first,
 * atomically, so only one caller applies the lines; repeating either returns the same result.
 */
export class SettleStock {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reservations' | 'reads' | 'clock'>) {}

  release(reference: string): Promise<StockReservation> {
    return this.settle(reference, 'released');
  }

  commit(reference: string): Promise<StockReservation> {
    return this.settle(reference, 'committed');
  }

  private async settle(input: string, to: 'released' | 'committed'): Promise<StockReservation> {
    const reference = referenceOf(input);
    const { reservations, products } = this.deps;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await reservations.find(reference);
      if (!current) throw new AppError('not_found', M.reservationNotFound);
      if (current.state === to) return reservationView(current);
      if (current.state !== 'reserved' && current.state !== 'pending') {
        throw new AppError('conflict', ALREADY[current.state]);
      }
      const now = this.deps.clock.now().toISOString();
      const moved = await reservations.move(reference, 'reserved', to, now);
      if (!moved) {
        if (current.state === 'pending') throw new AppError('conflict', M.reservationInProgress);
        continue; // another caller settled it meanwhile: read the outcome
      }
      for (const line of moved.items) {
        if (to === 'released') await products.unreserve(line, line.quantity, now);
        else await products.commit(line, line.quantity, now);
      }
      // Sales move the popularity order; a release only moves stock.
      await this.deps.reads.invalidate({ productIds: moved.items.map((line) => line.productId), listings: to === 'committed' });
      return reservationView(moved);
    }
    throw new AppError('conflict', M.busy);
  }
}
