import { describe, expect, it } from 'vitest';
import { compactRwf, dayLabel, seriesTotals } from './sales-series';

describe('sales series helpers', () => {
  it('labels a day by its own date, whatever the browser time zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Nov 23');
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
  });

  it('adds up the orders and the revenue of the 30 days', () => {
    const series = [
      { date: '2026-11-22', orders: 2, revenue: 0 },
      { date: '2026-11-23', orders: 1, revenue: 45_000 },
    ];
    expect(seriesTotals(series)).toEqual({ orders: 3, revenue: 45_000 });
    expect(seriesTotals([])).toEqual({ orders: 0, revenue: 0 });
  });

  it('shortens revenue ticks', () => {
    expect(compactRwf(0)).toBe('0');
    expect(compactRwf(45_000)).toBe('45K');
    expect(compactRwf(1_250_000)).toBe('1.3M');
  });
});
