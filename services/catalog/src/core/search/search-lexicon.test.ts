import { describe, expect, it } from 'vitest';
import type { SearchableProducts, SearchableTexts } from '../ports/searchable-products.port';
import { SearchLexicon } from './search-lexicon';
import { searchTermsOf } from './search-words';

const texts = (name: string, category: SearchableTexts['category'] = 'other'): SearchableTexts => ({
  name,
  brand: 'Brand',
  category,
  tags: [],
  shortDescription: '',
  features: [],
});

/** Products as the store would list them: all of them active, `learn` finds them by index. */
class ProductTexts implements SearchableProducts {
  constructor(public products: SearchableTexts[]) {}
  async *allActive() {
    yield this.products.slice(0, 1);
    yield this.products.slice(1);
  }
  async active(ids: string[]) {
    return ids.map((id) => this.products[Number(id)]!).filter(Boolean);
  }
}

async function lexiconOf(...names: string[]) {
  const products = new ProductTexts(names.map((name) => texts(name)));
  const lexicon = new SearchLexicon(products);
  await lexicon.refresh();
  return { lexicon, products };
}

const read = (lexicon: SearchLexicon, text: string, exact = false) => lexicon.read(searchTermsOf(text), exact);

describe('search lexicon', () => {
  it('leaves words the catalogue knows, whole or begun, as typed', async () => {
    const { lexicon } = await lexiconOf('Mechanical Keyboard', 'Wireless Mouse');
    expect(read(lexicon, 'wireless keyb')).toEqual({ terms: [['wireless'], ['keyb']] });
    expect(read(lexicon, 'keyboards')).toEqual({ terms: [['keyboards', 'keyboard']] });
  });

  it('corrects a word it does not know into the closest one it does, and says so', async () => {
    const { lexicon } = await lexiconOf('Mechanical Keyboard', 'Wireless Mouse');
    expect(read(lexicon, 'wirless keybord')).toEqual({ terms: [['wireless'], ['keyboard']], correctedText: 'wireless keyboard' });
    expect(read(lexicon, 'mechanical keybord')).toEqual({ terms: [['mechanical'], ['keyboard']], correctedText: 'mechanical keyboard' });
  });

  it('searches the words as typed when asked for exactly them', async () => {
    const { lexicon } = await lexiconOf('Mechanical Keyboard');
    expect(read(lexicon, 'keybord', true)).toEqual({ terms: [['keybord']] });
  });

  it('leaves a word with no close match as typed, uncorrected', async () => {
    const { lexicon } = await lexiconOf('Mechanical Keyboard');
    expect(read(lexicon, 'zzzzzzz')).toEqual({ terms: [['zzzzzzz']] });
  });

  it('adds the terms of a synonym, even for a word it does not know, and corrects a misspelt synonym', async () => {
    const { lexicon } = await lexiconOf('Mechanical Keyboard', 'Laptop Stand');
    lexicon.useSynonyms([
      { word: 'clavier', terms: ['keyboard'] },
      { word: 'mudasobwa', terms: ['laptop'] },
      { word: 'mechanical', terms: ['mecha'] },
    ]);
    expect(read(lexicon, 'clavier')).toEqual({ terms: [['clavier', 'keyboard']] });
    expect(read(lexicon, 'claviers')).toEqual({ terms: [['claviers', 'clavier', 'keyboard']] });
    expect(read(lexicon, 'mechanical')).toEqual({ terms: [['mechanical', 'mecha']] });
    // A synonym begun is read as the whole one, a misspelt one as the closest.
    expect(read(lexicon, 'mudasob')).toEqual({ terms: [['mudasob', 'laptop']] });
    expect(read(lexicon, 'muda')).toEqual({ terms: [['muda', 'laptop']] });
    expect(read(lexicon, 'mud')).toEqual({ terms: [['mud']] });
    expect(read(lexicon, 'mudasobwq')).toEqual({ terms: [['mudasobwa', 'laptop']], correctedText: 'mudasobwa' });
    expect(read(lexicon, 'mudasobxa')).toEqual({ terms: [['mudasobwa', 'laptop']], correctedText: 'mudasobwa' });
  });

  it('learns the words of products written since, and forgets words no product uses at the next refresh', async () => {
    const { lexicon, products } = await lexiconOf('Mechanical Keyboard');
    products.products.push(texts('Ergonomic Trackball'));
    expect(read(lexicon, 'trakball').correctedText).toBeUndefined();
    await lexicon.learn(['1']);
    expect(read(lexicon, 'trakball').correctedText).toBe('trackball');
    products.products.splice(1, 1);
    await lexicon.refresh();
    expect(read(lexicon, 'trakball').correctedText).toBeUndefined();
  });

  it('keeps the words learnt while a refresh reads the catalogue', async () => {
    const products = new ProductTexts([texts('Mechanical Keyboard')]);
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const slow: SearchableProducts = {
      allActive: async function* () {
        yield [texts('Mechanical Keyboard')];
        await paused;
      },
      active: (ids) => products.active(ids),
    };
    const lexicon = new SearchLexicon(slow);
    const refreshing = lexicon.refresh();
    products.products.push(texts('Ergonomic Trackball'));
    await lexicon.learn(['1']);
    resume();
    await refreshing;
    expect(read(lexicon, 'trakball').correctedText).toBe('trackball');
  });

  it('knows the words a category is found by', async () => {
    const products = new ProductTexts([texts('Zq', 'audio')]);
    const lexicon = new SearchLexicon(products);
    await lexicon.refresh();
    expect(read(lexicon, 'headphnes')).toEqual({ terms: [['headphones']], correctedText: 'headphones' });
  });
});
