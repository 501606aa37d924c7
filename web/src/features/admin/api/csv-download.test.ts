import { describe, expect, it } from 'vitest';
import { filenameOf } from './csv-download';

describe('filenameOf', () => {
  it("keeps the server's file name", () => {
    expect(filenameOf('attachment; filename="subscribers-2026-11-23.csv"', 'subscribers.csv')).toBe('subscribers-2026-11-23.csv');
    expect(filenameOf('attachment; filename=subscribers-2026-11-23.csv', 'subscribers.csv')).toBe('subscribers-2026-11-23.csv');
    expect(filenameOf("attachment; filename*=UTF-8''subscribers%20list.csv", 'subscribers.csv')).toBe('subscribers list.csv');
  });

  it('names the file itself when the server does not', () => {
    expect(filenameOf(null, 'subscribers.csv')).toBe('subscribers.csv');
    expect(filenameOf('attachment', 'subscribers.csv')).toBe('subscribers.csv');
  });
});
