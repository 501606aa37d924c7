import { AppError } from '@shop/domain';
import type { StockLine, StockReservation } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M, onlyLeftMessage, outOfStockMessage, unavailableMessage } from '../catalog-messages';
import { referenceOf, reservationView, sameLines, stockLinesOf } from './stock-lines';

/**
 * Reserves every line or none, under a reference that makes it idempotent: repeating the
 * reference returns the same reservation. Each line is one conditional update on the product
 * (`stock.available >= n`); when a line cannot be had, the lines already taken are given back.
 */
export class ReserveStock {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reservations' | 'reads' | 'clock'>) {}

  async execute(input: { reference: string; items: StockLine[] }): Promise<StockReservation> {
    const reference = referenceOf(input.reference);
    const lines = stockLinesOf(input.items);
    const { reservations, products } = this.deps;
    const now = this.deps.clock.now().toISOString();
    const created = await reservations.create({ reference, items: lines, state: 'pending', createdAt: now, updatedAt: now });
    if (!created) {
      const existing = await reservations.find(reference);
      if (!existing) throw new AppError('conflict', M.reservationInProgress);
      if (!sameLines(existing.items, lines)) throw new AppError('conflict', M.referenceReused, undefined, { reference });
      return reservationView(existing);
    }

    const taken: StockLine[] = [];
    try {
      for (const [index, line] of lines.entries()) {
        if (!(await products.reserve(line.productId, line.quantity, now))) throw await this.shortage(line, index);
        taken.push(line);
      }
    } catch (error) {
      for (const line of taken) await products.unreserve(line.productId, line.quantity, now);
      await reservations.delete(reference);
      if (taken.length > 0) await this.deps.reads.invalidate();
      throw error;
    }
    await reservations.move(reference, 'pending', 'reserved', now);
    await this.deps.reads.invalidate();
    return { reference, items: lines.map((line) => ({ ...line })), state: 'reserved' };
  }

  /** Names the product and how many are left. */
  private async shortage(line: StockLine, index: number): Promise<AppError> {
    const product = await this.deps.products.findById(line.productId);
    const path = `items.${index}`;
    if (!product) {
      return new AppError('not_found', M.productNotFound, [{ path: `${path}.productId`, message: M.productNotFound }], {
        productId: line.productId,
      });
    }
    const available = Math.max(0, product.stock.quantity - product.stock.reserved);
    const message =
      product.status !== 'active'
        ? unavailableMessage(product.name)
        : available === 0
          ? outOfStockMessage(product.name)
          : onlyLeftMessage(product.name, available);
    return new AppError('conflict', message, [{ path: `${path}.quantity`, message }], {
      productId: product._id,
      name: product.name,
      requested: line.quantity,
      available: product.status === 'active' ? available : 0,
    });
  }
}
