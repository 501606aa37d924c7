import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate } from './delivery-estimate';
import { formatLongDate, formatMonthYear } from './format-date';
import { isWithinLastDays, relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const before = (ms: number): Date => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [59 * 60_000 + 59_999, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [10 * 86_400_000, '10 days ago'],
  ])('reads %d ms ago as "%s"', (elapsed, text) => {
    expect(relativeTime(before(elapsed), now)).toBe(text);
  });

  it('reads a moment in the future as just now', () => {
    expect(relativeTime(before(-120_000), now)).toBe('just now');
  });

  it('takes ISO strings', () => {
    expect(relativeTime('2025-06-15T10:00:00Z', '2025-06-15T12:00:00Z')).toBe('2 hours ago');
  });
});

describe('isWithinLastDays', () => {
  it('counts subscribers of the last 7 days as this week', () => {
    expect(isWithinLastDays(before(7 * 86_400_000), now, 7)).toBe(true);
    expect(isWithinLastDays(before(7 * 86_400_000 + 1), now, 7)).toBe(false);
    expect(isWithinLastDays(now, now, 7)).toBe(true);
  });

  it('does not count a moment still to come', () => {
    expect(isWithinLastDays(before(-60_000), now, 7)).toBe(false);
  });
});

describe('estimatedDeliveryDate', () => {
  it('is 3 days after the given day', () => {
    expect(estimatedDeliveryDate(now).toISOString()).toBe('2025-06-18T12:00:00.000Z');
    expect(estimatedDeliveryDate('2025-12-30T08:00:00Z').toISOString()).toBe('2026-01-02T08:00:00.000Z');
  });
});

describe('formatLongDate', () => {
  it('prints a long English date in Kigali time', () => {
    expect(formatLongDate('2025-01-05T10:00:00Z')).toBe('January 5, 2025');
    // 23:30 UTC is already the next day in Kigali (UTC+2)
    expect(formatLongDate(new Date('2025-01-04T23:30:00Z'))).toBe('January 5, 2025');
    expect(formatLongDate(new Date('2025-01-04T23:30:00Z'), 'en', 'UTC')).toBe('January 4, 2025');
  });

  it('prints the same day in French and Kinyarwanda, with the day first', () => {
    expect(formatLongDate('2025-01-05T10:00:00Z', 'fr')).toBe('5 janvier 2025');
    expect(formatLongDate('2025-08-31T10:00:00Z', 'fr')).toBe('31 août 2025');
    expect(formatLongDate('2025-01-05T10:00:00Z', 'rw')).toBe('5 Mutarama 2025');
    expect(formatLongDate('2025-12-24T23:30:00Z', 'rw')).toBe('25 Ukuboza 2025');
  });

  it('names every month in each language', () => {
    const months = (language: 'en' | 'fr' | 'rw') =>
      Array.from({ length: 12 }, (_, month) => formatMonthYear(new Date(Date.UTC(2025, month, 15)), language).replace(' 2025', ''));
    expect(months('en')).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    expect(months('fr')).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
    expect(months('rw')).toEqual(['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza']);
  });

  it('names the month and year alone for "member since"', () => {
    expect(formatMonthYear('2025-01-05T10:00:00Z')).toBe('January 2025');
    expect(formatMonthYear('2025-11-05T10:00:00Z', 'fr')).toBe('novembre 2025');
    expect(formatMonthYear('2025-02-05T10:00:00Z', 'rw')).toBe('Gashyantare 2025');
  });
});

describe('relativeTime in French and Kinyarwanda', () => {
  it.each([
    ['fr', 30_000, 'à l’instant'],
    ['fr', 60_000, 'il y a 1 minute'],
    ['fr', 5 * 60_000, 'il y a 5 minutes'],
    ['fr', 3_600_000, 'il y a 1 heure'],
    ['fr', 3 * 86_400_000, 'il y a 3 jours'],
    ['rw', 30_000, 'ubu nyine'],
    ['rw', 60_000, 'hashize umunota 1'],
    ['rw', 5 * 60_000, 'hashize iminota 5'],
    ['rw', 3_600_000, 'hashize isaha 1'],
    ['rw', 2 * 3_600_000, 'hashize amasaha 2'],
    ['rw', 86_400_000, 'hashize umunsi 1'],
    ['rw', 21 * 86_400_000, 'hashize iminsi 21'],
  ] as const)('in %s reads %d ms ago as "%s"', (language, elapsed, text) => {
    expect(relativeTime(before(elapsed), now, language)).toBe(text);
  });
});
