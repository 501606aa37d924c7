import { describe, expect, it } from 'vitest';
import type { ProductInput, ProductPatch, ProductTranslations } from '../../api/catalog-api';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import { productInput } from '../../testing/catalog-test-kit';
import { toProductView, type ProductRecord } from './product';
import { parseProductInput } from './product-input';
import { mergeProductPatch } from './product-patch';

const TOO_LONG = 'This text is too long';

const parsed = (translations: unknown) =>
  parseProductInput(productInput({ translations: translations as ProductTranslations })).details.translations;

const refusalOf = (input: ProductInput) => {
  try {
    parseProductInput(input);
  } catch (error) {
    return error;
  }
  throw new Error('expected the form to be refused');
};

const stored: ProductTranslations = {
  fr: { name: 'Clavier K2', shortDescription: 'Clavier mécanique sans fil', features: ['Remplaçable à chaud'] },
  rw: { shortDescription: 'Mwandikisho idakoresha umugozi' },
};

const record = (translations?: ProductTranslations): ProductRecord => ({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  ...productRecordOf({ description: 'A keyboard.', ...(translations ? { translations } : {}) }),
});

/** The translations a patch leaves, once the merged form has passed the rules. */
const patched = (patch: ProductPatch['translations'], product = record(stored)) =>
  parseProductInput(mergeProductPatch(product, { translations: patch })).details.translations;

describe('a product’s French and Kinyarwanda texts', () => {
  it('are created with the product, trimmed', () => {
    expect(
      parsed({
        fr: { name: ' Clavier K2 ', shortDescription: 'Clavier sans fil', description: 'Un clavier.', features: [' Bluetooth 5.1 ', 'USB-C'] },
        rw: { shortDescription: 'Mwandikisho idakoresha umugozi' },
      }),
    ).toEqual({
      fr: { name: 'Clavier K2', shortDescription: 'Clavier sans fil', description: 'Un clavier.', features: ['Bluetooth 5.1', 'USB-C'] },
      rw: { shortDescription: 'Mwandikisho idakoresha umugozi' },
    });
  });

  it('are none when the form has none', () => {
    expect(parsed(undefined)).toEqual({});
    expect(parsed(null)).toEqual({});
    expect(parsed({ fr: null, rw: undefined })).toEqual({});
  });

  it('drop blank texts, blank features and an empty list, and a language left with nothing', () => {
    expect(
      parsed({
        fr: { name: '  ', shortDescription: 'Clavier', description: '', features: [' ', ''] },
        rw: { name: '', features: [] },
      }),
    ).toEqual({ fr: { shortDescription: 'Clavier' } });
  });

  it('ignore keys that are not a language or a text of one', () => {
    expect(parsed({ de: { name: 'Tastatur' }, fr: { name: 'Clavier', badge: 'NOUVEAU' } })).toEqual({ fr: { name: 'Clavier' } });
  });

  it('take the longest texts the English fields take', () => {
    const longest = {
      name: 'n'.repeat(200),
      shortDescription: 's'.repeat(500),
      description: 'd'.repeat(10_000),
      features: Array.from({ length: 20 }, () => 'f'.repeat(300)),
    };
    expect(parsed({ rw: longest })).toEqual({ rw: longest });
  });

  it('refuse a text too long, naming the language and the field', () => {
    const translations = { fr: { name: 'n'.repeat(201), description: 'd'.repeat(10_001) }, rw: { shortDescription: 's'.repeat(501) } };
    expect(refusalOf(productInput({ translations }))).toMatchObject({
      kind: 'invalid',
      message: TOO_LONG,
      errors: [
        { path: 'translations.fr.name', message: TOO_LONG },
        { path: 'translations.fr.description', message: TOO_LONG },
        { path: 'translations.rw.shortDescription', message: TOO_LONG },
      ],
    });
  });

  it('refuse more than 20 features or a feature too long', () => {
    const many = Array.from({ length: 21 }, (_, i) => `f${i}`);
    expect(refusalOf(productInput({ translations: { fr: { features: many }, rw: { features: ['ok', 'f'.repeat(301)] } } }))).toMatchObject({
      errors: [
        { path: 'translations.fr.features', message: 'Up to 20 features are allowed' },
        { path: 'translations.rw.features', message: TOO_LONG },
      ],
    });
  });

  it('refuse what is not text, with the English form’s own problems first', () => {
    const translations = { fr: { name: 7, features: 'Bluetooth' }, rw: 'Mwandikisho' } as unknown as ProductTranslations;
    expect(refusalOf(productInput({ name: '', translations }))).toMatchObject({
      message: 'Product name is required',
      errors: [
        { path: 'name', message: 'Product name is required' },
        { path: 'translations.fr.name', message: 'This must be text' },
        { path: 'translations.fr.features', message: 'Features must be a list of texts' },
        { path: 'translations.rw', message: 'Translations must give texts per language (fr, rw)' },
      ],
    });
    expect(refusalOf(productInput({ translations: 'fr' as unknown as ProductTranslations }))).toMatchObject({
      errors: [{ path: 'translations', message: 'Translations must give texts per language (fr, rw)' }],
    });
  });
});

describe('a patch of the translations', () => {
  it('replaces the texts of a language it gives, whole', () => {
    expect(patched({ fr: { name: 'Clavier K3' } })).toEqual({ fr: { name: 'Clavier K3' }, rw: stored.rw });
  });

  it('removes a language given as null, or given with only blank texts', () => {
    expect(patched({ rw: null })).toEqual({ fr: stored.fr });
    expect(patched({ fr: { name: ' ', features: [] } })).toEqual({ rw: stored.rw });
    expect(patched({ fr: null, rw: null })).toEqual({});
  });

  it('keeps a language it leaves out, and every language when it names none', () => {
    expect(patched({ rw: { features: ['Bluetooth'] } })).toEqual({ fr: stored.fr, rw: { features: ['Bluetooth'] } });
    expect(patched({})).toEqual(stored);
    expect(parseProductInput(mergeProductPatch(record(stored), { price: 1 })).details.translations).toEqual(stored);
    expect(parseProductInput(mergeProductPatch(record(), { price: 1 })).details.translations).toEqual({});
  });

  it('adds a language to a product stored without translations', () => {
    expect(patched({ rw: { name: 'Mwandikisho K2' } }, record())).toEqual({ rw: { name: 'Mwandikisho K2' } });
  });

  it('refuses a text too long, naming the language and the field', () => {
    const error = (() => {
      try {
        patched({ rw: { features: ['f'.repeat(301)] } });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toMatchObject({ kind: 'invalid', errors: [{ path: 'translations.rw.features', message: TOO_LONG }] });
  });
});

describe('the product view', () => {
  it('shows the stored translations, and {} for a product stored without them', () => {
    expect(toProductView(record(stored)).translations).toEqual(stored);
    expect(toProductView(record()).translations).toEqual({});
  });

  it('never shares a list with the stored product', () => {
    const product = record(structuredClone(stored));
    toProductView(product).translations.fr?.features?.push('More');
    expect(product.translations).toEqual(stored);
  });
});
