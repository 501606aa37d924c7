import { describe, expect, it } from 'vitest';
import type { ProductPatch } from '../../api/catalog-api';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import type { ProductRecord } from './product';
import { parseProductInput } from './product-input';
import { formOf, isEmptyPatch, mergeProductPatch } from './product-patch';

const record = (): ProductRecord => ({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  ...productRecordOf({
    originalPrice: 120_000,
    badge: 'SALE',
    shortDescription: 'Compact',
    description: 'A keyboard.',
    images: { primary: '/k2.png', gallery: ['/k2-side.png'] },
    isFeatured: true,
    features: ['Hot-swap'],
    tags: ['wireless'],
    translations: { fr: { shortDescription: 'Compact, en français', features: ['Remplaçable à chaud'] } },
  }),
  stock: { quantity: 20, reserved: 4, available: 16, lowStockThreshold: 15 },
});

describe('a product patch', () => {
  it('names nothing when every field is absent, nested ones included, or unknown to the form', () => {
    expect(isEmptyPatch({})).toBe(true);
    expect(isEmptyPatch(undefined)).toBe(true);
    expect(isEmptyPatch({ name: undefined, stock: {}, images: {} })).toBe(true);
    expect(isEmptyPatch({ stock: { quantity: undefined }, images: { gallery: undefined } })).toBe(true);
    expect(isEmptyPatch({ creator: 'x', _id: 'y' } as ProductPatch)).toBe(true);
    expect(isEmptyPatch({ translations: {} })).toBe(true);
    expect(isEmptyPatch({ translations: { fr: undefined } })).toBe(true);
    expect(isEmptyPatch({ translations: { de: { name: 'x' } } } as ProductPatch)).toBe(true);
  });

  it('names a field given at any level, a null (clearing) one included', () => {
    expect(isEmptyPatch({ name: 'K3' })).toBe(false);
    expect(isEmptyPatch({ isFeatured: false })).toBe(false);
    expect(isEmptyPatch({ price: 0 })).toBe(false);
    expect(isEmptyPatch({ badge: null })).toBe(false);
    expect(isEmptyPatch({ tags: [] })).toBe(false);
    expect(isEmptyPatch({ stock: { quantity: 0 } })).toBe(false);
    expect(isEmptyPatch({ stock: { lowStockThreshold: null } })).toBe(false);
    expect(isEmptyPatch({ images: { primary: '/a.png' } })).toBe(false);
    expect(isEmptyPatch({ images: { gallery: [] } })).toBe(false);
    expect(isEmptyPatch({ translations: { fr: { name: 'Clavier' } } })).toBe(false);
    expect(isEmptyPatch({ translations: { rw: {} } })).toBe(false);
    expect(isEmptyPatch({ translations: { rw: null } })).toBe(false);
    expect(isEmptyPatch({ media: {} })).toBe(false);
    expect(isEmptyPatch({ media: null })).toBe(false);
  });

  it('reads a stored product back as the form that would save it unchanged', () => {
    const product = record();
    const { details, stock } = parseProductInput(formOf(product));
    expect(stock).toEqual({ quantity: 20, lowStockThreshold: 15 });
    expect(details).toEqual({
      name: product.name,
      brand: product.brand,
      category: product.category,
      price: product.price,
      originalPrice: 120_000,
      images: { primary: '/k2.png', gallery: ['/k2-side.png'] },
      media: [],
      badge: 'SALE',
      isFeatured: true,
      status: 'active',
      shortDescription: 'Compact',
      description: 'A keyboard.',
      features: ['Hot-swap'],
      tags: ['wireless'],
      translations: { fr: { shortDescription: 'Compact, en français', features: ['Remplaçable à chaud'] } },
    });
  });

  it('leaves out an original price and a badge the product does not have', () => {
    const { originalPrice: _o, badge: _b, ...plain } = record();
    const form = formOf(plain);
    expect(form).not.toHaveProperty('originalPrice');
    expect(form).not.toHaveProperty('badge');
  });

  it('replaces the fields given and keeps the others as stored', () => {
    const merged = mergeProductPatch(record(), { name: 'Keychron K3', price: '99000', isFeatured: false, tags: [] });
    expect(merged).toEqual({ ...formOf(record()), name: 'Keychron K3', price: '99000', isFeatured: false, tags: [] });
  });

  it('takes every form field it is given', () => {
    const patch = {
      name: 'N',
      brand: 'B',
      description: 'D',
      shortDescription: 'S',
      price: 1,
      originalPrice: 2,
      category: 'mice',
      isFeatured: false,
      status: 'inactive',
      badge: 'NEW',
      features: ['F'],
      tags: ['t'],
      translations: { fr: { name: 'N fr' }, rw: { features: ['F rw'] } },
      images: { primary: '/p.png', gallery: ['/g.png'] },
      stock: { quantity: 3, lowStockThreshold: 4 },
      media: {},
    };
    expect(mergeProductPatch(record(), patch)).toEqual(patch);
  });

  it('merges stock and images field by field; a gallery given replaces the whole gallery', () => {
    expect(mergeProductPatch(record(), { stock: { quantity: 5 } }).stock).toEqual({ quantity: 5, lowStockThreshold: 15 });
    expect(mergeProductPatch(record(), { stock: { lowStockThreshold: 3 } }).stock).toEqual({ quantity: 20, lowStockThreshold: 3 });
    expect(mergeProductPatch(record(), { images: { primary: '/new.png' } }).images).toEqual({ primary: '/new.png', gallery: ['/k2-side.png'] });
    expect(mergeProductPatch(record(), { images: { gallery: ['/x.png'] } }).images).toEqual({ primary: '/k2.png', gallery: ['/x.png'] });
  });

  it('keeps a null so the form rules clear the field, and an absent key never clears it', () => {
    const merged = mergeProductPatch(record(), {
      originalPrice: null,
      badge: null,
      stock: { quantity: undefined, lowStockThreshold: null },
    } as ProductPatch);
    expect(merged).toMatchObject({ originalPrice: null, badge: null, stock: { quantity: 20, lowStockThreshold: null } });
    const { details, stock } = parseProductInput(merged);
    expect(details).not.toHaveProperty('originalPrice');
    expect(details).not.toHaveProperty('badge');
    expect(stock).toEqual({ quantity: 20, lowStockThreshold: 10 });
  });

  it('ignores keys that are not form fields, so a patch cannot reach the creator or the counters', () => {
    const merged = mergeProductPatch(record(), { name: 'K3', creator: 'someone', views: 9, stock: { reserved: 0 } } as ProductPatch);
    expect(merged).toEqual({ ...formOf(record()), name: 'K3' });
  });

  it('does not change the stored product it reads', () => {
    const product = record();
    const before = structuredClone(product);
    const merged = mergeProductPatch(product, { features: ['New'] });
    merged.images?.gallery?.push('/more.png');
    merged.translations?.fr?.features?.push('More');
    expect(product).toEqual(before);
  });
});
