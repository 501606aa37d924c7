import { describe, expect, it } from 'vitest';
import { FISCAL_MESSAGES, productBodySchema, productPatchSchema, productSchema } from './catalog';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('a product’s translations in the HTTP contract', () => {
  it('are always on a product, {} when it has none', () => {
    const shape = productSchema.shape.translations;
    expect(shape.safeParse({}).success).toBe(true);
    expect(shape.safeParse({ fr: { name: 'Souris', features: ['Clics silencieux'] }, rw: { shortDescription: 'Imbeba' } }).success).toBe(true);
    expect(productSchema.shape.translations.safeParse(undefined).success).toBe(false);
  });

  it('are taken on create with the limits of the English fields', () => {
    const fine = { fr: { name: 'n'.repeat(500), shortDescription: 's'.repeat(2_000), description: 'd'.repeat(20_000), features: Array(50).fill('f'.repeat(1_000)) } };
    expect(productBodySchema.safeParse({ translations: fine }).success).toBe(true);
    expect(issuesOf(productBodySchema.safeParse({ translations: { rw: { name: 'n'.repeat(501), features: Array(51).fill('f') } } }))).toEqual([
      { path: 'translations.rw.name', message: 'Name is too long' },
      { path: 'translations.rw.features', message: 'Up to 20 features are allowed' },
    ]);
    expect(issuesOf(productBodySchema.safeParse({ translations: { fr: { description: 7 } } }))).toEqual([
      { path: 'translations.fr.description', message: 'Description must be text' },
    ]);
  });

  it('are patched per language: texts, null to remove, unknown keys refused', () => {
    expect(productPatchSchema.safeParse({ translations: { fr: { name: 'Souris' }, rw: null } }).success).toBe(true);
    expect(productPatchSchema.safeParse({ translations: { de: { name: 'Maus' } } }).success).toBe(false);
    expect(productPatchSchema.safeParse({ translations: { fr: { badge: 'NOUVEAU' } } }).success).toBe(false);
    expect(issuesOf(productPatchSchema.safeParse({ translations: { fr: { shortDescription: 's'.repeat(2_001) } } }))).toEqual([
      { path: 'translations.fr.shortDescription', message: 'Short description is too long' },
    ]);
  });

  it('count as a change only when they name a language', () => {
    expect(issuesOf(productPatchSchema.safeParse({ translations: {} }))).toEqual([{ path: '', message: 'Give at least one field to change' }]);
    expect(productPatchSchema.safeParse({ translations: { rw: null } }).success).toBe(true);
  });
});

describe('a product’s EBM fields in the HTTP contract', () => {
  it('are always on a product: an item code and one of the four tax types', () => {
    const shape = productSchema.shape.fiscal;
    expect(shape.safeParse({ itemCode: 'RW2NTU0000012', taxType: 'B' }).success).toBe(true);
    expect(shape.safeParse({ itemCode: 'RW2NTU0000012', taxType: 'E' }).success).toBe(false);
    expect(shape.safeParse(undefined).success).toBe(false);
  });

  it('take an item code of the RRA pattern, read in capitals, or a blank one that the catalog fills', () => {
    const fiscalOf = (itemCode: unknown) => productBodySchema.parse({ fiscal: { itemCode } }).fiscal;
    expect(fiscalOf(' rw2ntu0000012 ')).toEqual({ itemCode: 'RW2NTU0000012' });
    expect(fiscalOf('KE1BXKG0000345')).toEqual({ itemCode: 'KE1BXKG0000345' });
    expect(fiscalOf('')).toEqual({ itemCode: '' });
    expect(fiscalOf(null)).toEqual({ itemCode: null });
    expect(productBodySchema.parse({}).fiscal).toBeUndefined();
  });

  it.each([
    ['a product type other than 1 to 3', 'RW4NTU0000012'],
    ['six digits', 'RW2NTU000012'],
    ['eight digits', 'RW2NTU00000123'],
    ['a quantity unit of three letters', 'RW2NTUXX0000012'],
    ['a country in digits', '122NTU0000012'],
    ['text around the code', 'RW2NTU0000012 x'],
  ])('refuse an item code with %s, saying what one looks like', (_case, itemCode) => {
    expect(issuesOf(productBodySchema.safeParse({ fiscal: { itemCode } }))).toEqual([{ path: 'fiscal.itemCode', message: FISCAL_MESSAGES.itemCodeInvalid }]);
  });

  it('refuse a tax type other than A, B, C or D, and EBM details that are not an object', () => {
    expect(productBodySchema.parse({ fiscal: { taxType: 'C' } }).fiscal).toEqual({ taxType: 'C' });
    expect(issuesOf(productBodySchema.safeParse({ fiscal: { taxType: 'b' } }))).toEqual([{ path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' }]);
    expect(issuesOf(productBodySchema.safeParse({ fiscal: 'B' }))).toEqual([{ path: 'fiscal', message: FISCAL_MESSAGES.fiscalInvalid }]);
  });

  it('are patched field by field, unknown keys refused', () => {
    expect(productPatchSchema.parse({ fiscal: { taxType: 'A' } })).toEqual({ fiscal: { taxType: 'A' } });
    expect(productPatchSchema.safeParse({ fiscal: { taxType: 'A', vat: 18 } }).success).toBe(false);
    expect(issuesOf(productPatchSchema.safeParse({ fiscal: {} }))).toEqual([{ path: '', message: 'Give at least one field to change' }]);
  });
});
