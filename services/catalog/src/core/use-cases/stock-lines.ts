import { isObjectId } from '@shop/contracts';
import { AppError, lineKey, type FieldError } from '@shop/domain';
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

const keyOf = (line: StockLine) => lineKey(line.productId, line.variantId);

/** Checked lines, one per product or variant (repeated ones added up), in the order first asked. */
export function stockLinesOf(items: StockLine[]): StockLine[] {
  const errors: FieldError[] = [];
  if (!Array.isArray(items) || items.length === 0) errors.push({ path: 'items', message: M.itemsRequired });
  else if (items.length > MAX_RESERVATION_LINES) errors.push({ path: 'items', message: M.tooManyItems });
  const lines = new Map<string, StockLine>();
  (Array.isArray(items) ? items : []).forEach((item, index) => {
    if (!isObjectId(item?.productId)) errors.push({ path: `items.${index}.productId`, message: M.invalidId });
    const variantId = item?.variantId;
    if (variantId !== undefined && !isObjectId(variantId)) errors.push({ path: `items.${index}.variantId`, message: M.invalidVariantId });
    const quantity = item?.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      errors.push({ path: `items.${index}.quantity`, message: M.quantityInvalid });
    }
    if (errors.length === 0) {
      const line = { productId: item.productId.toLowerCase(), ...(variantId !== undefined ? { variantId: variantId.toLowerCase() } : {}), quantity };
      const key = keyOf(line);
      lines.set(key, { ...line, quantity: (lines.get(key)?.quantity ?? 0) + quantity });
    }
  });
  if (errors.length > 0) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
  return [...lines.values()];
}

export function sameLines(a: StockLine[], b: StockLine[]): boolean {
  return a.length === b.length && a.every((line, i) => keyOf(line) === (b[i] && keyOf(b[i])) && line.quantity === b[i]?.quantity);
}

/** Orders lines by product and variant, so two lists of the same lines compare equal. */
export function byLineKey(lines: StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

export function reservationView(record: ReservationRecord): StockReservation {
  if (record.state === 'pending') throw new AppError('conflict', M.reservationInProgress);
  return { reference: record.reference, items: record.items.map((line) => ({ ...line })), state: record.state };
}
