import { describe, expect, it } from 'vitest';
import { countedDayRanges, dailySeries, lastShopDays, MAX_COUNTED_DAYS, shopDay, shopDayRange, shopDayStart } from './shop-days';

describe('shop days (Africa/Kigali, UTC+2)', () => {
  it('starts a new day at 22:00 UTC, midnight in Kigali', () => {
    expect(shopDay('2026-11-23T21:59:59.999Z')).toBe('2026-11-23');
    expect(shopDay('2026-11-23T22:00:00.000Z')).toBe('2026-11-24');
    expect(shopDay('2026-11-24T00:30:00.000Z')).toBe('2026-11-24');
    expect(shopDayStart('2026-11-24').toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it('crosses months and years at Kigali midnight', () => {
    expect(shopDay('2026-12-31T22:00:00.000Z')).toBe('2027-01-01');
    expect(shopDay('2026-02-28T22:30:00.000Z')).toBe('2026-03-01');
  });

  it('lists the last 30 days oldest first, ending today in Kigali', () => {
    const late = lastShopDays('2026-11-23T23:00:00.000Z', 30); // already the 24th in Kigali
    expect(late.days).toHaveLength(30);
    expect(late.days[29]).toBe('2026-11-24');
    expect(late.days[0]).toBe('2026-10-26');
    expect(late.from.toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(new Set(late.days).size).toBe(30);
    expect(lastShopDays('2026-11-23T21:00:00.000Z', 30).days[29]).toBe('2026-11-23');
  });
});

describe('shopDayRange', () => {
  it('spans a Kigali day, 22:00 UTC the evening before to 22:00 UTC', () => {
    expect(shopDayRange('2026-11-15')).toEqual({ from: '2026-11-14T22:00:00.000Z', to: '2026-11-15T22:00:00.000Z' });
    expect(shopDayRange('2027-01-01')).toEqual({ from: '2026-12-31T22:00:00.000Z', to: '2027-01-01T22:00:00.000Z' });
  });

  it('is undefined for anything but a real YYYY-MM-DD day', () => {
    for (const day of ['2026-11-5', '2026-13-01', '2026-02-30', ' 2026-11-15', '2026-11-15T00:00', '']) expect(shopDayRange(day), day).toBeUndefined();
  });
});

describe('dailySeries', () => {
  const now = '2026-11-23T10:00:00.000Z';

  it('has a zero point for every day without orders', () => {
    const series = dailySeries(now, 30, [], []);
    expect(series).toHaveLength(30);
    expect(series.every((point) => point.orders === 0 && point.revenue === 0)).toBe(true);
    expect(series[29]!.date).toBe('2026-11-23');
  });

  it('counts an order on the Kigali day it was placed and revenue on the day it was paid', () => {
    const series = dailySeries(
      now,
      30,
      ['2026-11-22T21:59:00.000Z', '2026-11-22T22:01:00.000Z', '2026-11-23T09:00:00.000Z'],
      [
        { at: '2026-11-22T22:01:00.000Z', amount: 60_000 },
        { at: '2026-11-23T08:00:00.000Z', amount: 15_000 },
        { at: '2026-11-21T12:00:00.000Z', amount: 5_000 },
      ],
    );
    const byDate = Object.fromEntries(series.map((point) => [point.date, point]));
    expect(byDate['2026-11-22']).toEqual({ date: '2026-11-22', orders: 1, revenue: 0 });
    expect(byDate['2026-11-23']).toEqual({ date: '2026-11-23', orders: 2, revenue: 75_000 });
    expect(byDate['2026-11-21']).toEqual({ date: '2026-11-21', orders: 0, revenue: 5_000 });
  });

  it('leaves out what falls before the window or cannot be read', () => {
    const series = dailySeries(now, 30, ['2026-10-24T21:59:59.000Z', 'not a date'], [{ at: '2026-10-24T21:00:00.000Z', amount: 9 }]);
    expect(series.reduce((sum, point) => sum + point.orders + point.revenue, 0)).toBe(0);
    expect(dailySeries(now, 30, ['2026-10-24T22:00:00.000Z'], [])[0]).toEqual({ date: '2026-10-25', orders: 1, revenue: 0 });
  });
});

describe('countedDayRanges', () => {
  const refusal = `Days must be at most ${MAX_COUNTED_DAYS} dates written YYYY-MM-DD`;

  it('gives each day its range, in order, up to MAX_COUNTED_DAYS days', () => {
    expect(countedDayRanges(['2026-11-15', '2026-11-14'])).toEqual([shopDayRange('2026-11-15'), shopDayRange('2026-11-14')]);
    expect(countedDayRanges([])).toEqual([]);
    expect(countedDayRanges(Array.from({ length: MAX_COUNTED_DAYS }, () => '2026-11-15'))).toHaveLength(MAX_COUNTED_DAYS);
  });

  it('refuses more days than that, or one that is not a real day', () => {
    expect(() => countedDayRanges(Array.from({ length: MAX_COUNTED_DAYS + 1 }, () => '2026-11-15'))).toThrow(expect.objectContaining({ kind: 'invalid', message: refusal }));
    expect(() => countedDayRanges(['2026-11-15', '2026-02-30'])).toThrow(expect.objectContaining({ kind: 'invalid', message: refusal }));
  });
});
