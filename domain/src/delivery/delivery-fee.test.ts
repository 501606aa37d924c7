import { describe, expect, it } from 'vitest';
import {
  amountToFreeDelivery,
  DELIVERY_FEE,
  deliveryFeeFor,
  FREE_DELIVERY_THRESHOLD,
  qualifiesForFreeDelivery,
} from './delivery-fee';

describe('bike delivery fee', () => {
  it('costs 1000 RWF below 50,000 and is free from 50,000', () => {
    expect(DELIVERY_FEE).toBe(1000);
    expect(FREE_DELIVERY_THRESHOLD).toBe(50_000);
  });

  it.each([
    [0, 0],
    [1, 1000],
    [15_000, 1000],
    [49_999, 1000],
    [49_999.5, 1000],
    [50_000, 0],
    [50_001, 0],
    [2_500_000, 0],
  ])('for %d RWF after discount is %d', (amount, fee) => {
    expect(deliveryFeeFor(amount)).toBe(fee);
  });

  it('charges nothing when there is nothing to pay for', () => {
    expect(deliveryFeeFor(-10)).toBe(0);
  });
});

describe('the free-delivery prompt', () => {
  it('tells how much more to add below the threshold', () => {
    expect(amountToFreeDelivery(49_999)).toBe(1);
    expect(amountToFreeDelivery(30_000)).toBe(20_000);
    expect(amountToFreeDelivery(0)).toBe(50_000);
    expect(qualifiesForFreeDelivery(49_999)).toBe(false);
  });

  it('asks for nothing once delivery is free', () => {
    expect(amountToFreeDelivery(50_000)).toBe(0);
    expect(amountToFreeDelivery(80_000)).toBe(0);
    expect(qualifiesForFreeDelivery(50_000)).toBe(true);
  });
});
