import { availableStock, STOCK_LEVEL_COLOURS, stockLevelOf, type StockRecord } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { STOCK_LEVEL_KEYS } from '../utils/product-view';
import './stock-status.css';

/**
 * The stock chip (SPEC section 4): green in stock, yellow low, red out. `stock` is a product's
 * or, on the product page, the chosen variant's. `detailed` adds how many are left, as the
 * product page shows it.
 */
export function StockStatus({ stock, detailed = false }: { stock: StockRecord; detailed?: boolean }) {
  const t = useT();
  const level = stockLevelOf(stock);
  const count = availableStock(stock);
  let text = t(STOCK_LEVEL_KEYS[level]);
  if (detailed && level === 'low') text = t('catalog.stock.lowCount', { count });
  else if (detailed && level === 'in-stock') text = t('catalog.stock.inStockCount', { count });
  return (
    <span className={`stock-status stock-${STOCK_LEVEL_COLOURS[level]}`} data-stock={level}>
      <span className="stock-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
