import { describe, expect, it } from 'vitest';
import { digitCover, filterTokens, rangeCondition, searchFilterOf } from './search-filters';

const price = searchFilterOf('price');
const stock = searchFilterOf('stock.available:sign');

/** Whether a number's tokens hold one of the cover's: the number is in the range. */
const inCover = (cover: string[], n: number) => filterTokens(price, n).split(' ').some((token) => cover.includes(token));

describe('search filters kept in a word index', () => {
  it('names a column per field and form, so an index kept in another form is made again', () => {
    expect(price.column).toBe('v_price');
    expect(stock).toEqual({ field: 'stock.available', kind: 'sign', column: 's_stock__available' });
    expect(() => searchFilterOf('price; drop')).toThrow(TypeError);
  });

  it('covers exactly the whole numbers of a range, with few tokens for round bounds', () => {
    const ranges: Array<[number, number]> = [
      [0, 0],
      [0, 9],
      [1, 10],
      [7, 1234],
      [30, 2000],
      [99, 101],
      [1000, 1000],
      [123, 4567],
      [0, Infinity],
      [450, Infinity],
    ];
    for (const [low, high] of ranges) {
      const cover = digitCover(low, high);
      for (let n = 0; n <= 5000; n += 1) expect(inCover(cover, n), `${n} in [${low}, ${high}]`).toBe(n >= low && n <= high);
    }
    expect(digitCover(30_000, 200_000)).toEqual(['ne3', 'ne4', 'ne5', 'ne6', 'ne7', 'ne8', 'ne9', 'nf1', 'nf200000']);
    expect(inCover(digitCover(5, Infinity), Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(digitCover(0, Number.MAX_SAFE_INTEGER)).toHaveLength(16);
  });

  it('answers a range as whole numbers, and not at all while a document holds another number', () => {
    expect(rangeCondition(price, { $gt: 29.5, $lt: 40 }, () => false)).toBe(' AND v_price : (nb3)');
    expect(rangeCondition(price, { $gte: -5, $lte: 9 }, () => false)).toBe(' AND v_price : (na)');
    expect(rangeCondition(price, { $gt: 5, $lt: 6 }, () => false)).toBeNull();
    expect(rangeCondition(price, { $gte: 10 }, () => true)).toBeUndefined();
    expect(rangeCondition(price, { $gte: '10' }, () => false)).toBeUndefined();
    expect(rangeCondition(price, { $in: [1, 2] }, () => false)).toBeUndefined();
    expect(filterTokens(price, 2.5)).toBe('nx');
    expect(filterTokens(price, -1)).toBe('nx');
    expect(filterTokens(price, 120)).toBe('nc nc1 nc12 nc120');
  });

  it('keeps a moving number by its sign, answering bounds at zero', () => {
    expect([5, 0, -0, -2, Number.NaN, '3', undefined].map((value) => filterTokens(stock, value))).toEqual(['sp', 'sz', 'sz', 'sn', 'nn', 'nn', 'nn']);
    expect(rangeCondition(stock, { $gt: 0 }, () => true)).toBe(' NOT s_stock__available : (sz OR sn OR nn)');
    expect(rangeCondition(stock, { $lte: 0 }, () => true)).toBe(' AND s_stock__available : (sz OR sn)');
    expect(rangeCondition(stock, { $gte: 0, $lt: 0 }, () => true)).toBeNull();
    expect(rangeCondition(stock, { $gt: 5 }, () => false)).toBeUndefined();
  });
});
