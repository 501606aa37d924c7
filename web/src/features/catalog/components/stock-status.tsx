import { STOCK_LEVEL_COLOURS, STOCK_LEVEL_LABELS } from '@shop/domain';
import type { Product } from '../types';
import { productAvailable, productStockLevel } from '../utils/product-view';
import './stock-status.css';

/**
 * The stock chip (SPEC section 4): green in stock, yellow low, red out. `detailed` adds how
 * many are left, as the product page shows it.
 */
export function StockStatus({ product, detailed = false }: { product: Product; detailed?: boolean }) {
  const level = productStockLevel(product);
  const available = productAvailable(product);
  let text: string = STOCK_LEVEL_LABELS[level];
  if (detailed && level === 'low') text = `${text}: only ${available} left`;
  else if (detailed && level === 'in-stock') text = `${text} (${available} available)`;
  return (
    <span className={`stock-status stock-${STOCK_LEVEL_COLOURS[level]}`} data-stock={level}>
      <span className="stock-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
