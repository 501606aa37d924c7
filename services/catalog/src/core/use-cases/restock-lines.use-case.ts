import { AppError } from '@shop/domain';
import type { StockLine, StockReservation } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { byLineKey, referenceOf, reservationView, sameLines, stockLinesOf } from './stock-lines';

/** The reference was recorded by another caller between the read and the write. */
class TakenMeanwhile extends Error {}

/**
 * Chosen units of a paid order come back into the stock (a refund of some of its lines) and
 * leave purchases. The restock is kept under its own reference, as a reservation already
 * `returned`, in the same transaction as every line's update: the reference is unique, so however
 * often or concurrently it is asked the units come back once, and a crash half-way restocks
 * nothing (a repeat then does it all). A repeat answers as the first did; the reference used for
 * other lines, or for an order's reservation, is refused. Only units are added: the stock never
 * goes down. A product deleted since has no stock to take them back and is left out.
 */
export class RestockLines {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reservations' | 'reads' | 'clock' | 'unitOfWork'>) {}

  async execute(input: { reference: string; items: StockLine[] }): Promise<StockReservation> {
    const reference = referenceOf(input.reference);
    const lines = stockLinesOf(input.items);
    const { reservations, products } = this.deps;
    if (await reservations.find(reference)) return this.earlier(reference, lines);
    const now = this.deps.clock.now().toISOString();
    try {
      await this.deps.unitOfWork.run(async () => {
        // Thrown, not returned: a store that aborts a transaction on a duplicate key must not commit it.
        if (!(await reservations.create({ reference, items: lines, state: 'returned', createdAt: now, updatedAt: now }))) throw new TakenMeanwhile();
        for (const line of lines) await products.restock(line, line.quantity, now);
      });
    } catch (error) {
      if (error instanceof TakenMeanwhile) return this.earlier(reference, lines);
      throw error;
    }
    await this.deps.reads.invalidate({ productIds: lines.map((line) => line.productId), listings: true });
    return { reference, items: lines.map((line) => ({ ...line })), state: 'returned' };
  }

  /** The restock made before under this reference, when it was of the same lines. */
  private async earlier(reference: string, lines: StockLine[]): Promise<StockReservation> {
    const existing = await this.deps.reservations.find(reference);
    if (!existing) throw new AppError('conflict', M.reservationInProgress);
    if (existing.state !== 'returned' || !sameLines(byLineKey(existing.items), byLineKey(lines))) {
      throw new AppError('conflict', M.referenceReused, undefined, { reference });
    }
    return reservationView(existing);
  }
}
