import { describe, expect, it } from 'vitest';
import { productBodySchema, productPatchSchema, productSchema } from './catalog';

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
