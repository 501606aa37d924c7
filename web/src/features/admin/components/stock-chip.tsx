import { STOCK_LEVEL_COLOURS, stockLevelOf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import type { AdminProduct } from '../types';
import { productStatusLabel, stockLevelLabel } from '../utils/product-labels';

/**
 * The stock chip of SPEC section 4: green above the low-stock threshold, yellow above 0 and
 * at or below it, red at 0 (judged on what is still available), with the count.
 */
export function StockChip({ product }: { product: AdminProduct }) {
  const t = useT();
  const { stock } = product;
  const level = stockLevelOf(stock);
  const { reserved } = stock;
  return (
    <span className={`admin-chip admin-chip-${STOCK_LEVEL_COLOURS[level]}`} data-stock={level}>
      <span className="visually-hidden">{t('admin.stock.level', { level: stockLevelLabel(level) })} </span>
      {stock.quantity}
      {reserved > 0 ? <span className="admin-chip-note"> {t('admin.stock.reserved', { count: reserved })}</span> : null}
    </span>
  );
}

/** Product status: active green, inactive grey, discontinued red. */
export function StatusChip({ status = 'active' }: { status?: string }) {
  return <span className={`admin-status admin-status-${status}`}>{productStatusLabel(status)}</span>;
}
