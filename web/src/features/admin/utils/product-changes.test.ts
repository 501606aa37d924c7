import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../types';
import { productChanges } from './product-changes';
import { formValuesOf, parseFormValues, type ProductFormValues } from './product-form-values';

const product = {
  _id: 'p1',
  name: 'Keychron K2',
  brand: 'Keychron',
  category: 'keyboards',
  status: 'active',
  price: 89_000,
  originalPrice: 95_000,
  image: '/k2.png',
  images: { primary: '/k2.png', gallery: ['/k2-side.png'] },
  stock: { quantity: 12, reserved: 0, available: 12, lowStockThreshold: 15 },
  shortDescription: 'Compact',
  description: 'A compact mechanical keyboard.',
  isFeatured: false,
  badge: 'SALE',
  features: ['Hot-swap'],
  tags: ['wireless'],
  fiscal: { itemCode: 'RW2NTU0000012', taxType: 'B' },
} as AdminProduct;

/** The changes a save of the edited form would send. */
function changesAfter(edit: Partial<ProductFormValues>) {
  const initial = formValuesOf(product);
  const values = { ...initial, ...edit };
  const parsed = parseFormValues(values);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return productChanges(initial, values, parsed.body);
}

describe('the changes an edit sends', () => {
  it('is nothing when no field changed, or a field was changed back', () => {
    expect(changesAfter({})).toBeNull();
    expect(changesAfter({ name: 'Keychron K2' })).toBeNull();
  });

  it('names only the changed field, never the low-stock alert the admin did not touch', () => {
    expect(changesAfter({ name: 'Keychron K3' })).toEqual({ name: 'Keychron K3' });
  });

  it('sends numbers parsed, and a cleared optional field as null', () => {
    expect(changesAfter({ price: ' 90000 ', originalPrice: '', badge: '' })).toEqual({ price: 90_000, originalPrice: null, badge: null });
  });

  it('sends stock and images field by field', () => {
    expect(changesAfter({ quantity: '3' })).toEqual({ stock: { quantity: 3 } });
    expect(changesAfter({ lowStockThreshold: '4' })).toEqual({ stock: { lowStockThreshold: 4 } });
    expect(changesAfter({ primaryImage: '/new.png' })).toEqual({ images: { primary: '/new.png' } });
  });

  it('sends the EBM fields field by field, the item code in capitals', () => {
    expect(changesAfter({ taxType: 'A' })).toEqual({ fiscal: { taxType: 'A' } });
    expect(changesAfter({ itemCode: 'rw2ntu0000099' })).toEqual({ fiscal: { itemCode: 'RW2NTU0000099' } });
    expect(changesAfter({ itemCode: 'RW2NTU0000012', taxType: 'B' })).toBeNull();
  });

  it('sends the whole gallery, blanks dropped, when a slot changed', () => {
    expect(changesAfter({ gallery: ['/k2-side.png', '', '/k2-back.png', ''] })).toEqual({ images: { gallery: ['/k2-side.png', '/k2-back.png'] } });
  });

  it('sends lists, featured and texts as the form saves them', () => {
    expect(changesAfter({ features: 'Hot-swap\n  RGB  ', tags: 'Wireless, USB', isFeatured: true, description: ' New text ' })).toEqual({
      features: ['Hot-swap', 'RGB'],
      tags: ['wireless', 'usb'],
      isFeatured: true,
      description: 'New text',
    });
  });
});
