import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { compactRwf, dayLabel, seriesTotals } from './sales-series';

describe('sales series helpers', () => {
  beforeAll(() => speak('en'));
  afterAll(() => speak('en'));

  it('labels a day by its own date, whatever the browser time zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Nov 23');
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
  });

  it('labels a day in French and Kinyarwanda with the catalogue’s month names', async () => {
    await speak('fr');
    expect(dayLabel('2026-11-23')).toBe('23 nov.');
    expect(dayLabel('2026-08-01')).toBe('1 août');
    await speak('rw');
    expect(dayLabel('2026-11-23')).toBe('23 Ugushyingo');
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
