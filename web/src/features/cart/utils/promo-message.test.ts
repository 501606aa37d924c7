import { describe, expect, it } from 'vitest';
import { isPromoSuccess } from './promo-message';

describe('promo message tone', () => {
  it("is a success when the text says 'successfully' or 'applied'", () => {
    expect(isPromoSuccess('Coupon applied successfully')).toBe(true);
    expect(isPromoSuccess('Coupon removed successfully')).toBe(true);
    expect(isPromoSuccess('Coupon applied. Sign in to check out.')).toBe(true);
  });

  it('is an error otherwise', () => {
    expect(isPromoSuccess('Invalid coupon code')).toBe(false);
    expect(isPromoSuccess('This coupon is only for newsletter subscribers')).toBe(false);
    expect(isPromoSuccess('Failed to apply coupon. Please try again.')).toBe(false);
  });
});
