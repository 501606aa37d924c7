import { describe, expect, it } from 'vitest';
import {
  availableStock,
  canReserve,
  DEFAULT_LOW_STOCK_THRESHOLD,
  STOCK_LEVEL_COLOURS,
  STOCK_LEVEL_LABELS,
  stockLevel,
  stockLevelOf,
} from './stock-level';

describe('stockLevel', () => {
  it('uses a low-stock threshold of 10 by default', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(10);
    expect(stockLevel(11)).toBe('in-stock');
    expect(stockLevel(10)).toBe('low');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(0)).toBe('out');
  });

  it('follows a product’s own threshold', () => {
    expect(stockLevel(3, 2)).toBe('in-stock');
    expect(stockLevel(2, 2)).toBe('low');
    expect(stockLevel(1, 0)).toBe('in-stock');
  });

  it('reads a negative count as out of stock', () => {
    expect(stockLevel(-2)).toBe('out');
  });

  it('colours the chip green, yellow and red', () => {
    expect(STOCK_LEVEL_COLOURS[stockLevel(50)]).toBe('green');
    expect(STOCK_LEVEL_COLOURS[stockLevel(5)]).toBe('yellow');
    expect(STOCK_LEVEL_COLOURS[stockLevel(0)]).toBe('red');
    expect(STOCK_LEVEL_LABELS.out).toBe('Out of Stock');
  });
});

describe('available stock', () => {
  it('is the quantity minus what is reserved, never negative', () => {
    expect(availableStock({ quantity: 12, reserved: 5 })).toBe(7);
    expect(availableStock({ quantity: 12 })).toBe(12);
    expect(availableStock({ quantity: 2, reserved: 5 })).toBe(0);
  });

  it('decides the level shown', () => {
    expect(stockLevelOf({ quantity: 15, reserved: 5 })).toBe('low');
    expect(stockLevelOf({ quantity: 15, reserved: 15 })).toBe('out');
    expect(stockLevelOf({ quantity: 15, reserved: 5, lowStockThreshold: 2 })).toBe('in-stock');
  });

  it('limits what can be reserved', () => {
    const stock = { quantity: 5, reserved: 2 };
    expect(canReserve(stock, 3)).toBe(true);
    expect(canReserve(stock, 4)).toBe(false);
    expect(canReserve(stock, 0)).toBe(false);
    expect(canReserve(stock, 1.5)).toBe(false);
  });
});
