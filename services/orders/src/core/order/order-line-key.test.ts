import { describe, expect, it } from 'vitest';
import { lineKeyOf, lineOfKey, lineTitle, stockLineOf } from './order-line-key';

const PRODUCT = '65a1b2c3d4e5f6a7b8c9d0e2';
const VARIANT = '65a1b2c3d4e5f6a7b8c9d0f1';

describe('telling order lines apart', () => {
  it('keys a variant line by its product and variant, and a product sold as one thing by the product alone', () => {
    expect(lineKeyOf({ productId: PRODUCT, variantId: VARIANT })).toBe(`${PRODUCT}:${VARIANT}`);
    expect(lineKeyOf({ productId: PRODUCT })).toBe(PRODUCT);
  });

  it('reads the product and variant back from a key, and a key of before variants as the product', () => {
    expect(lineOfKey(`${PRODUCT}:${VARIANT}`)).toStrictEqual({ productId: PRODUCT, variantId: VARIANT });
    expect(lineOfKey(PRODUCT)).toStrictEqual({ productId: PRODUCT });
  });

  it('names a variant line after its product, then its label', () => {
    expect(lineTitle({ name: 'Hoodie', variantLabel: 'L / Black' })).toBe('Hoodie — L / Black');
    expect(lineTitle({ name: 'Hoodie' })).toBe('Hoodie');
    expect(lineTitle({ name: 'Hoodie', variantLabel: '' })).toBe('Hoodie');
  });

  it('asks the catalog for the units of a variant line by product and variant', () => {
    expect(stockLineOf({ productId: PRODUCT, variantId: VARIANT }, 3)).toStrictEqual({ productId: PRODUCT, variantId: VARIANT, quantity: 3 });
    expect(stockLineOf({ productId: PRODUCT }, 2)).toStrictEqual({ productId: PRODUCT, quantity: 2 });
  });
});
