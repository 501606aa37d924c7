import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it('lists every page up to seven', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page beyond that', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });
});
