import { STOCK_LEVEL_COLOURS, STOCK_LEVEL_LABELS, stockLevelOf } from '@shop/domain';
import type { AdminProduct } from '../types';

/**
 * The stock chip of SPEC section 4: green above the low-stock threshold, yellow above 0 and
 * at or below it, red at 0 (judged on what is still available), with the count.
 */
export function StockChip({ product }: { product: AdminProduct }) {
  const { stock } = product;
  const level = stockLevelOf(stock);
  const { reserved } = stock;
  return (
    <span className={`admin-chip admin-chip-${STOCK_LEVEL_COLOURS[level]}`} data-stock={level}>
      <span className="visually-hidden">{STOCK_LEVEL_LABELS[level]}: </span>
      {stock.quantity}
      {reserved > 0 ? <span className="admin-chip-note"> ({reserved} reserved)</span> : null}
    </span>
  );
}

/** Product status: active green, inactive grey, discontinued red. */
export function StatusChip({ status = 'active' }: { status?: string }) {
  return <span className={`admin-status admin-status-${status}`}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>;
}
