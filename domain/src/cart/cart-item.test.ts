import { describe, expect, it } from 'vitest';
import { cartItemIdFromProductId, findInvalidCartItems, hasValidCartItemIds } from './cart-item';

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

describe('cart item ids', () => {
  const good = { originalId: '507f1f77bcf86cd799439011' };

  it('accepts lines that carry a 24-hex product id', () => {
    expect(hasValidCartItemIds([good, { originalId: '507F1F77BCF86CD799439011' }])).toBe(true);
    expect(hasValidCartItemIds([])).toBe(true);
  });

  it('finds lines whose product id is missing or malformed', () => {
    const bad = [
      { originalId: undefined },
      { originalId: 42 },
      { originalId: '507f1f77bcf86cd79943901' },
      { originalId: '507f1f77bcf86cd7994390111' },
      { originalId: '507f1f77bcf86cd79943901g' },
    ];
    expect(findInvalidCartItems([good, ...bad])).toEqual(bad);
    expect(hasValidCartItemIds([good, { originalId: '1234' }])).toBe(false);
  });
});
