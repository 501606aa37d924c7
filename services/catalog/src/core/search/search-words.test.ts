import { describe, expect, it } from 'vitest';
import { prefixesOf, searchTermsOf, wordsOf } from './search-words';

describe('search words', () => {
  it('drops case and accents and splits on anything but letters and digits', () => {
    expect(wordsOf('Écran  27" 4K — Dell/UltraSharp')).toEqual(['ecran', '27', '4k', 'dell', 'ultrasharp']);
    expect(wordsOf('.* $ne {}')).toEqual(['ne']);
  });

  it('stores every prefix of every word, once', () => {
    expect(prefixesOf(['Mx mx', 'Key'])).toEqual(['k', 'ke', 'key', 'm', 'mx']);
  });

  it('reads a plural search word with its singular too', () => {
    expect(searchTermsOf('Cables watches accessories glass')).toEqual([
      ['cables', 'cable'],
      ['watches', 'watch', 'watche'],
      ['accessories', 'accessory', 'accessorie'],
      ['glass'],
    ]);
    expect(searchTermsOf('.*')).toEqual([]);
  });

  it('reads a singular only from a plural ending: short words and other endings stay as typed', () => {
    expect(searchTermsOf('gas mouse ties axes chessboard')).toEqual([
      ['gas'],
      ['mouse'],
      ['ties', 'tie'],
      ['axes', 'axe'],
      ['chessboard'],
    ]);
  });

  it('searches a long word by its first 20 characters', () => {
    expect(searchTermsOf('Donaudampfschifffahrtsgesellschaft')).toEqual([['donaudampfschifffahr']]);
  });

  it('reads at most 8 words of a search, each once', () => {
    expect(searchTermsOf('a b a c d e f g h i j').map(([word]) => word)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
