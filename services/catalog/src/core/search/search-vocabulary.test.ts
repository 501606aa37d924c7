import { describe, expect, it } from 'vitest';
import { MAX_CORRECTIONS, SearchVocabulary } from './search-vocabulary';

const vocabularyOf = (...words: string[]) => {
  const vocabulary = new SearchVocabulary();
  vocabulary.add(words);
  return vocabulary;
};

describe('search vocabulary', () => {
  it('knows every word and every start of one, and nothing else', () => {
    const vocabulary = vocabularyOf('keyboard', 'mouse');
    for (const known of ['k', 'keyb', 'keyboard', 'mouse', 'm']) expect(vocabulary.knowsPrefix(known)).toBe(true);
    for (const unknown of ['keyboards', 'keybord', 'a', 'z', 'mousse']) expect(vocabulary.knowsPrefix(unknown)).toBe(false);
    expect(new SearchVocabulary().knowsPrefix('a')).toBe(false);
  });

  it('counts the distinct words', () => {
    const vocabulary = vocabularyOf('mouse', 'mouse', 'pad');
    expect(vocabulary.size).toBe(2);
    vocabulary.replaceAll(['keyboard']);
    expect(vocabulary.size).toBe(1);
    expect(vocabulary.knowsPrefix('mouse')).toBe(false);
    expect(vocabulary.knowsPrefix('key')).toBe(true);
  });

  it('corrects a misspelt word into the closest word', () => {
    const vocabulary = vocabularyOf('keyboard', 'monitor', 'headphones', 'mouse', 'wireless');
    expect(vocabulary.corrections('keybord')).toEqual(['keyboard']);
    expect(vocabulary.corrections('moniter')).toEqual(['monitor']);
    expect(vocabulary.corrections('headphnes')).toEqual(['headphones']);
    expect(vocabulary.corrections('wirelses')).toEqual(['wireless']);
  });

  it('corrects nothing in a word shorter than 5 letters, nor beyond its budget', () => {
    const vocabulary = vocabularyOf('mouse', 'keyboard', 'headphones');
    expect(vocabulary.corrections('mose')).toEqual([]);
    expect(vocabulary.corrections('kybrd')).toEqual([]);
    expect(vocabulary.corrections('hedphnes')).toEqual([]);
    expect(vocabulary.corrections('xxxxxxxxxxxx')).toEqual([]);
  });

  it('prefers fewer typos, then a whole word, then the more used word', () => {
    const fewer = vocabularyOf('cables', 'tablets');
    // "cabels" is one swap from "cables", two typos from "tablets".
    expect(fewer.corrections('cabels')).toEqual(['cables']);
    const used = vocabularyOf('mouse', 'mouse', 'mouse', 'house');
    expect(used.corrections('bouse')).toEqual(['mouse', 'house']);
    const whole = vocabularyOf('charger', 'chargers');
    expect(whole.corrections('chargr')).toEqual(['charger']);
  });

  it('corrects a word typed in part into the start of a catalogue word', () => {
    expect(vocabularyOf('keyboard').corrections('keybr')).toEqual(['keybo']);
  });

  it(`gives at most ${MAX_CORRECTIONS} corrections, all equally close`, () => {
    const vocabulary = vocabularyOf('bbbbb', 'cbbbb', 'dbbbb', 'ebbbb', 'fbbbb', 'abbbbbb');
    const corrections = vocabulary.corrections('xbbbb');
    expect(corrections).toHaveLength(MAX_CORRECTIONS);
    expect(corrections).toEqual(['bbbbb', 'cbbbb', 'dbbbb']);
  });
});
