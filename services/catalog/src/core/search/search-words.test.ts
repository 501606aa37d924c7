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
});
