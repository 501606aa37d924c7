export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export const STOCK_LEVELS = ['in-stock', 'low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** Chip colours: green in stock, yellow low, red out. */
export const STOCK_LEVEL_COLOURS = {
  'in-stock': 'green',
  low: 'yellow',
  out: 'red',
} as const satisfies Record<StockLevel, string>;

export const STOCK_LEVEL_LABELS = {
  'in-stock': 'In Stock',
  low: 'Low Stock',
  out: 'Out of Stock',
} as const satisfies Record<StockLevel, string>;

export interface StockRecord {
  quantity: number;
  reserved?: number;
  lowStockThreshold?: number;
}

/**
 * 'in-stock' above the low-stock threshold, 'low' above 0 and at or below it, 'out' at 0
 * (a negative count, which only a data error makes, also reads as out).
 */
export function stockLevel(quantity: number, lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD): StockLevel {
  if (!(quantity > 0)) return 'out';
  return quantity > lowStockThreshold ? 'in-stock' : 'low';
}

/** Units that can still be sold: quantity minus what pending orders hold, never negative. */
export function availableStock(stock: StockRecord): number {
  return Math.max(0, stock.quantity - (stock.reserved ?? 0));
}

/** The level shown for a stock record, judged on what is still available. */
export function stockLevelOf(stock: StockRecord): StockLevel {
  return stockLevel(availableStock(stock), stock.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}

/** Whether `requested` more units can be reserved. */
export function canReserve(stock: StockRecord, requested: number): boolean {
  return Number.isInteger(requested) && requested > 0 && requested <= availableStock(stock);
}
