import { AppError } from '@shop/domain';
import type { StockLine, StockReservation } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M, onlyLeftMessage, outOfStockMessage, unavailableMessage } from '../catalog-messages';
import { variantNameOf, variantOf } from '../product/variants';
import { referenceOf, reservationView, sameLines, stockLinesOf } from './stock-lines';

/**
 * Reserves every line or none, under a reference that makes it idempotent: repeating the
 * reference returns the same reservation. The reservation and each line's conditional update
 * on the product (`stock.available >= n`) are one transaction: a line that cannot be had, or a
 * crash half-way, leaves no unit reserved.
 */
export class ReserveStock {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reservations' | 'reads' | 'clock' | 'unitOfWork'>) {}

  async execute(input: { reference: string; items: StockLine[] }): Promise<StockReservation> {
    const reference = referenceOf(input.reference);
    const lines = stockLinesOf(input.items);
    const now = this.deps.clock.now().toISOString();
    const { reservation, made } = await this.deps.unitOfWork.run(() => this.reserve(reference, lines, now));
    if (made) await this.deps.reads.invalidate({ productIds: lines.map((line) => line.productId), listings: false });
    return reservation;
  }

  private async reserve(reference: string, lines: StockLine[], now: string): Promise<{ reservation: StockReservation; made: boolean }> {
    const { reservations, products } = this.deps;
    const existing = await reservations.find(reference);
    if (existing) {
      if (!sameLines(existing.items, lines)) throw new AppError('conflict', M.referenceReused, undefined, { reference });
      return { reservation: reservationView(existing), made: false };
    }
    const created = await reservations.create({ reference, items: lines, state: 'reserved', createdAt: now, updatedAt: now });
    if (!created) throw new AppError('conflict', M.reservationInProgress);
    for (const [index, line] of lines.entries()) {
      if (!(await products.reserve(line, line.quantity, now))) throw await this.shortage(line, index);
    }
    return { reservation: { reference, items: lines.map((line) => ({ ...line })), state: 'reserved' }, made: true };
  }

  /** Names the product (and variant) and how many are left, or the choice the line is missing. */
  private async shortage(line: StockLine, index: number): Promise<AppError> {
    const product = await this.deps.products.findById(line.productId);
    const path = `items.${index}`;
    if (!product) {
      return new AppError('not_found', M.productNotFound, [{ path: `${path}.productId`, message: M.productNotFound }], {
        productId: line.productId,
      });
    }
    const variant = variantOf(product.variants, line.variantId);
    if (product.variants?.length && line.variantId === undefined) {
      return new AppError('invalid', M.variant.chooseVariant, [{ path: `${path}.variantId`, message: M.variant.chooseVariant }], { productId: product._id });
    }
    if (line.variantId !== undefined && !variant) {
      return new AppError('invalid', M.variant.variantNotFound, [{ path: `${path}.variantId`, message: M.variant.variantNotFound }], {
        productId: product._id,
        variantId: line.variantId,
      });
    }
    const stock = variant?.stock ?? product.stock;
    const name = variantNameOf(product.name, variant);
    const available = Math.max(0, stock.quantity - stock.reserved);
    const message =
      product.status !== 'active' ? unavailableMessage(name) : available === 0 ? outOfStockMessage(name) : onlyLeftMessage(name, available);
    return new AppError('conflict', message, [{ path: `${path}.quantity`, message }], {
      productId: product._id,
      ...(variant ? { variantId: variant._id } : {}),
      name,
      requested: line.quantity,
      available: product.status === 'active' ? available : 0,
    });
  }
}
