import { isObjectId } from '@shop/contracts';
import { AppError, type FieldError } from '@shop/domain';
import type { StockLine, StockReservation } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ReservationRecord } from '../ports/reservation-repository.port';

export const MAX_RESERVATION_LINES = 100;
const MAX_REFERENCE_LENGTH = 128;
const MAX_LINE_QUANTITY = 100_000;

export function referenceOf(value: unknown): string {
  const reference = typeof value === 'string' ? value.trim() : '';
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) {
    throw new AppError('invalid', M.referenceRequired, [{ path: 'reference', message: M.referenceRequired }]);
  }
  return reference;
}

/** Checked lines, one per product (repeated products added up), in the order first asked. */
export function stockLinesOf(items: StockLine[]): StockLine[] {
  const errors: FieldError[] = [];
  if (!Array.isArray(items) || items.length === 0) errors.push({ path: 'items', message: M.itemsRequired });
  else if (items.length > MAX_RESERVATION_LINES) errors.push({ path: 'items', message: M.tooManyItems });
  const lines = new Map<string, number>();
  (Array.isArray(items) ? items : []).forEach((item, index) => {
    if (!isObjectId(item?.productId)) errors.push({ path: `items.${index}.productId`, message: M.invalidId });
    const quantity = item?.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      errors.push({ path: `items.${index}.quantity`, message: M.quantityInvalid });
    }
    if (errors.length === 0) {
      const id = item.productId.toLowerCase();
      lines.set(id, (lines.get(id) ?? 0) + quantity);
    }
  });
  if (errors.length > 0) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

export function sameLines(a: StockLine[], b: StockLine[]): boolean {
  return a.length === b.length && a.every((line, i) => line.productId === b[i]?.productId && line.quantity === b[i]?.quantity);
}

export function reservationView(record: ReservationRecord): StockReservation {
  if (record.state === 'pending') throw new AppError('conflict', M.reservationInProgress);
  return { reference: record.reference, items: record.items.map((line) => ({ ...line })), state: record.state };
}
