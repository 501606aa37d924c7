import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/domain';
import { lineRefusedForVariant } from './variant-refusal';

const line = (name: string): CartItem => ({ id: 1, originalId: '64b7f0c2a1b2c3d4e5f60718', name, price: 1000, image: '', category: 'hoodies', quantity: 1 });

describe('the line refused for its variant', () => {
  const items = [line('Mouse'), line('Hoodie')];

  it('is the cart line at the index the server names', () => {
    expect(lineRefusedForVariant([{ path: 'items.1.variant', message: 'Choose the options of this product' }], items)?.name).toBe('Hoodie');
  });

  it('is none for other fields, or an index the cart does not have', () => {
    expect(lineRefusedForVariant([{ path: 'items.1.quantity', message: 'x' }, { path: 'shippingAddress.city', message: 'x' }], items)).toBeUndefined();
    expect(lineRefusedForVariant([{ path: 'items.5.variant', message: 'x' }], items)).toBeUndefined();
  });
});
