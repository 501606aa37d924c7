import { describe, expect, it } from 'vitest';
import { cartItemIdFromProductId } from './cart-item';

describe('cartItemIdFromProductId', () => {
  it('reads the product id as a base-36 number', () => {
    expect(cartItemIdFromProductId('z')).toBe(35);
    expect(cartItemIdFromProductId('10')).toBe(36);
    expect(cartItemIdFromProductId('507f1f77bcf86cd799439011')).toBe(parseInt('507f1f77bcf86cd799439011', 36));
  });

  it('is lossy for real ids, which is why the cart keys on originalId', () => {
    // Two products made in the same second differ only in their last characters.
    expect(cartItemIdFromProductId('507f1f77bcf86cd799439011')).toBe(
      cartItemIdFromProductId('507f1f77bcf86cd799439012'),
    );
  });
});
