import { createCart, DEFAULT_DELIVERY_ZONES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { chosenZone, pricedForZone } from './zone-pricing';

const cart = createCart([
  { id: 1, originalId: '665f1f77bcf86cd799439011', name: 'Keyboard', price: 60_000, image: '/k.jpg', category: 'keyboards', quantity: 1 },
]);

describe('the checkout’s delivery by zone', () => {
  it('prices an order to Musanze with the Northern fee', () => {
    const zone = chosenZone(DEFAULT_DELIVERY_ZONES, 'Musanze');
    expect(zone?.id).toBe('northern');
    expect(pricedForZone(cart, zone)).toMatchObject({ subtotal: 60_000, deliveryFee: 3000, total: 63_000, items: cart.items });
  });

  it('keeps the cart’s figures before a district is chosen, or when the zones are not known', () => {
    expect(chosenZone(DEFAULT_DELIVERY_ZONES, ' ')).toBeUndefined();
    expect(chosenZone(undefined, 'Musanze')).toBeUndefined();
    expect(pricedForZone(cart, undefined)).toBe(cart);
    expect(pricedForZone(cart, chosenZone(DEFAULT_DELIVERY_ZONES, 'Gasabo'))).toMatchObject({ deliveryFee: 0, total: 60_000 });
  });
});
