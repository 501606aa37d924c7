import { describe, expect, it } from 'vitest';
import { catalogPb } from '@shop/proto';
import type { ProductPatch } from '../../api/catalog-api';
import { productPatchFromPb, productPatchToPb } from './product-patch-messages';

const roundTrip = (patch: ProductPatch) => productPatchFromPb(productPatchToPb(patch));
const refusal = (patch: ProductPatch) => {
  try {
    productPatchToPb(patch);
  } catch (error) {
    return error;
  }
  throw new Error('expected the patch to be refused');
};

describe('a product patch on the wire', () => {
  it('carries only the fields given', () => {
    expect(roundTrip({ name: 'K3' })).toEqual({ name: 'K3' });
    expect(roundTrip({ stock: { quantity: 5 } })).toEqual({ stock: { quantity: 5 } });
    expect(roundTrip({ images: { primary: '/a.png' } })).toEqual({ images: { primary: '/a.png' } });
    expect(roundTrip({})).toEqual({});
    expect(productPatchFromPb(undefined)).toEqual({});
  });

  it('tells zero, false and empty lists from absent ones', () => {
    expect(roundTrip({ price: 0, isFeatured: false, tags: [], features: [], images: { gallery: [] }, stock: { quantity: 0, lowStockThreshold: 0 } })).toEqual({
      price: 0,
      isFeatured: false,
      tags: [],
      features: [],
      images: { gallery: [] },
      stock: { quantity: 0, lowStockThreshold: 0 },
    });
  });

  it('carries every form field with numbers read as the form reads them', () => {
    const patch: ProductPatch = {
      name: 'K3',
      description: 'D',
      shortDescription: 'S',
      price: ' 1500 ',
      originalPrice: '2000',
      category: 'mice',
      brand: 'B',
      images: { primary: '/p.png', gallery: ['/g.png', null] },
      stock: { quantity: '7', lowStockThreshold: '3' },
      isFeatured: true,
      status: 'inactive',
      badge: 'NEW',
      features: ['F'],
      tags: ['t'],
    };
    expect(roundTrip(patch)).toEqual({
      ...patch,
      price: 1500,
      originalPrice: 2000,
      images: { primary: '/p.png', gallery: ['/g.png', ''] },
      stock: { quantity: 7, lowStockThreshold: 3 },
    });
  });

  it('clears what a null or blank clears on the form', () => {
    expect(roundTrip({ originalPrice: null, badge: null, shortDescription: null, stock: { lowStockThreshold: '' } })).toEqual({
      originalPrice: null,
      badge: '',
      shortDescription: '',
      stock: { lowStockThreshold: null },
    });
    expect(productPatchToPb({ originalPrice: ' ' })).toMatchObject({ originalPrice: undefined, clearOriginalPrice: true });
    expect(productPatchToPb({ name: 'x' })).toMatchObject({ clearOriginalPrice: false });
  });

  it('refuses, with the service’s messages, values the wire cannot carry', () => {
    expect(refusal({ price: 'abc' })).toMatchObject({ kind: 'invalid', errors: [{ path: 'price', message: 'Price must be a number of 0 or more' }] });
    expect(refusal({ price: null as unknown as number })).toMatchObject({ errors: [{ path: 'price', message: 'Price is required' }] });
    expect(refusal({ originalPrice: 'x' })).toMatchObject({
      errors: [{ path: 'originalPrice', message: 'Original price must be a number of 0 or more' }],
    });
    expect(refusal({ stock: { quantity: '' } })).toMatchObject({ errors: [{ path: 'stock.quantity', message: 'Stock quantity is required' }] });
    expect(refusal({ stock: { quantity: 1.5 } })).toMatchObject({
      errors: [{ path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' }],
    });
    expect(refusal({ stock: { quantity: 2 ** 31 } })).toMatchObject({ errors: [{ path: 'stock.quantity' }] });
    expect(refusal({ stock: { lowStockThreshold: 'many' } })).toMatchObject({
      errors: [{ path: 'stock.lowStockThreshold', message: 'Low stock alert must be a whole number of 0 or more' }],
    });
  });

  it('refuses a negative or too large price as the service would, and passes a negative count on for it to refuse', () => {
    expect(refusal({ price: -5 })).toMatchObject({ errors: [{ path: 'price', message: 'Price must be a number of 0 or more' }] });
    expect(refusal({ price: '62500.5' })).toMatchObject({ errors: [{ path: 'price', message: 'Price must be a whole number of RWF: francs have no decimals' }] });
    expect(refusal({ originalPrice: 70_000.25 })).toMatchObject({
      errors: [{ path: 'originalPrice', message: 'Original price must be a whole number of RWF: francs have no decimals' }],
    });
    expect(refusal({ originalPrice: '9'.repeat(400) })).toMatchObject({ errors: [{ path: 'originalPrice', message: 'This price is too large' }] });
    expect(roundTrip({ price: Number.MAX_SAFE_INTEGER, stock: { quantity: -1 } })).toEqual({ price: Number.MAX_SAFE_INTEGER, stock: { quantity: -1 } });
  });

  it('carries translations language by language: texts to set, a null to remove, the others left out', () => {
    expect(roundTrip({ translations: { fr: { name: 'Clavier', features: ['Bluetooth'] }, rw: null } })).toEqual({
      translations: { fr: { name: 'Clavier', features: ['Bluetooth'] }, rw: null },
    });
    expect(roundTrip({ translations: { rw: { shortDescription: 'Mwandikisho' } } })).toEqual({ translations: { rw: { shortDescription: 'Mwandikisho' } } });
    expect(roundTrip({ translations: {} })).toEqual({ translations: {} });
    expect(productPatchToPb({ name: 'x' }).translations).toBeUndefined();
  });

  it('sends a language’s texts cleaned, so blank ones arrive as none (the language then goes)', () => {
    expect(roundTrip({ translations: { fr: { name: ' Clavier ', description: '  ', features: [' '] } } })).toEqual({ translations: { fr: { name: 'Clavier' } } });
    expect(roundTrip({ translations: { fr: { name: '' } } })).toEqual({ translations: { fr: {} } });
  });

  it('refuses a translated text too long with the service’s field path', () => {
    expect(refusal({ translations: { rw: { name: 'n'.repeat(201) } } })).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'translations.rw.name', message: 'This text is too long' }],
    });
  });
});

describe('a patch of the EBM fields on the wire', () => {
  /** Through the bytes, so presence survives encoding as it does between processes. */
  const overTheWire = (patch: ProductPatch) => productPatchFromPb(catalogPb.ProductPatch.decode(catalogPb.ProductPatch.encode(productPatchToPb(patch)).finish()));

  it('carries only the fields given, a blank one (keep the stored value) included', () => {
    expect(overTheWire({ fiscal: { taxType: 'A' } })).toEqual({ fiscal: { taxType: 'A' } });
    expect(overTheWire({ fiscal: { itemCode: 'rw2ntu0000012', taxType: 'C' } })).toEqual({ fiscal: { itemCode: 'RW2NTU0000012', taxType: 'C' } });
    expect(overTheWire({ fiscal: { itemCode: '' } })).toEqual({ fiscal: { itemCode: '' } });
    expect(overTheWire({ name: 'K3' })).toEqual({ name: 'K3' });
  });

  it('refuses on the calling side what the service would refuse, with its message', () => {
    expect(refusal({ fiscal: { itemCode: 'RW2NTU12' } })).toMatchObject({ kind: 'invalid', errors: [{ path: 'fiscal.itemCode' }] });
    expect(refusal({ fiscal: { taxType: 18 as unknown as string } })).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' }],
    });
  });
});
