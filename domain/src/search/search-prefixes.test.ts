import { describe, expect, it } from 'vitest';
import { searchPrefixesOf, searchWordsOf, wordsOf } from './search-prefixes';

describe('search prefixes', () => {
  it('splits on anything but letters and digits, lower-cased and without accents', () => {
    expect(wordsOf('Émile-Zoë  O’Brien')).toEqual(['emile', 'zoe', 'o', 'brien']);
    expect(wordsOf('shopper@devshop.rw')).toEqual(['shopper', 'devshop', 'rw']);
  });

  it('stores every prefix of every word once', () => {
    const prefixes = searchPrefixesOf(['Ana', 'Mu', 'ana@x.rw', 'ana']);
    expect(prefixes).toEqual(['a', 'an', 'ana', 'm', 'mu', 'r', 'rw', 'x']);
  });

  it('reads a search as plain words, never as a pattern or an operator', () => {
    expect(searchWordsOf('  $where .* ^(a+)+$ ')).toEqual(['where', 'a']);
    expect(searchWordsOf('{"$gt": ""}')).toEqual(['gt']);
    expect(searchWordsOf('***')).toEqual([]);
  });

  it('caps long words and many words', () => {
    expect(searchWordsOf('x'.repeat(100))).toEqual(['x'.repeat(24)]);
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(8);
  });
});
