import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { orderLineName, refundLineName } from './line-name';

const hoodie = {
  product: '6b026ab5cce645e17cdcf7b9',
  variant: '6b026ab5cce645e17cdcf7c1',
  variantLabel: 'L / Black',
  name: 'Hoodie',
  price: 35000,
  quantity: 1,
  productSnapshot: { name: 'Hoodie', category: 'hoodies', image: '' },
};

describe('order line names', () => {
  it('reads a variant line as the name, a dash and its label, and any other line by its name', () => {
    expect(orderLineName(hoodie)).toBe('Hoodie — L / Black');
    expect(orderLineName(sampleOrder().items[0]!)).toBe('DevShop Developer Sticker Pack (50 pieces)');
  });

  it('labels a refunded line with the variant of the order line it comes from', () => {
    const items = [hoodie, { ...hoodie, variant: '6b026ab5cce645e17cdcf7c2', variantLabel: 'M / Black' }];
    const line = { product: hoodie.product, variant: '6b026ab5cce645e17cdcf7c2', name: 'Hoodie', quantity: 1 };
    expect(refundLineName(line, items)).toBe('Hoodie — M / Black');
    expect(refundLineName({ ...line, name: 'Hoodie — M / Black' }, items)).toBe('Hoodie — M / Black');
    expect(refundLineName({ product: hoodie.product, name: 'Hoodie', quantity: 1 }, items)).toBe('Hoodie');
  });
});
