import { describe, expect, it } from 'vitest';
import { priceLimitIn } from './chat-price';
import { normalise } from './chat-words';

const limitOf = (question: string) => priceLimitIn(normalise(question));

describe('the price a question puts on products', () => {
  it.each([
    ['keyboards under 50000', 50_000],
    ['keyboards under 50,000 RWF', 50_000],
    ['keyboards under 50 000', 50_000],
    ['keyboards under 50\u202f000', 50_000],
    ['keyboards under 50.000 frw', 50_000],
    ['keyboards under 50k', 50_000],
    ['keyboards under 50 K', 50_000],
    ['a mouse for less than 1.5k', 1_500],
    ['below RWF 45,500', 45_500],
    ['my budget is 60k', 60_000],
  ])('reads a maximum in English: %s', (question, max) => {
    expect(limitOf(question)).toEqual({ max });
  });

  it.each([
    ['claviers à moins de 50 000', 50_000],
    ['une souris sous 20k', 20_000],
    ['écran en dessous de 80 000 francs', 80_000],
    ['casque jusqu’à 30 000 FRW', 30_000],
    ['un clavier pas plus de 40 mille', 40_000],
  ])('reads a maximum in French: %s', (question, max) => {
    expect(limitOf(question)).toEqual({ max });
  });

  it.each([
    ['mwandikisho ziri munsi ya 50000', 50_000],
    ['imbeba zitarenze 25,000 Frw', 25_000],
    ['mudasobwa munsi y’ibihumbi 90', 90_000],
    ['ecouteurs bitarenze 30k', 30_000],
    ['isaha iri munsi ya 70 000', 70_000],
  ])('reads a maximum in Kinyarwanda: %s', (question, max) => {
    expect(limitOf(question)).toEqual({ max });
  });

  it('reads a minimum and a range in each language', () => {
    expect(limitOf('monitors over 40,000')).toEqual({ min: 40_000 });
    expect(limitOf('plus de 40 000')).toEqual({ min: 40_000 });
    expect(limitOf('hejuru ya 40000')).toEqual({ min: 40_000 });
    expect(limitOf('between 20k and 40k')).toEqual({ min: 20_000, max: 40_000 });
    expect(limitOf('entre 40 000 et 20 000')).toEqual({ min: 20_000, max: 40_000 });
    expect(limitOf('hagati ya 20000 na 40000')).toEqual({ min: 20_000, max: 40_000 });
    expect(limitOf('more than 20k and less than 60k')).toEqual({ min: 20_000, max: 60_000 });
  });

  it('finds no price where none is asked', () => {
    expect(limitOf('a 27 inch monitor')).toBeUndefined();
    expect(limitOf('no more than 30k')).toEqual({ max: 30_000 });
    expect(limitOf('pas plus de 30k')).toEqual({ max: 30_000 });
    expect(limitOf('how much is delivery?')).toBeUndefined();
  });
});
