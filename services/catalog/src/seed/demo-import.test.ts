import { describe, expect, it } from 'vitest';
import { parseProductInput } from '../core/product/product-input';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { demoImportItems } from './demo-import';

describe('the demo catalogue as imported', () => {
  it('passes the admin form rules, translations included, which it keeps as written', () => {
    const items = demoImportItems(new Date('2025-03-01T08:00:00Z'));
    expect(items).toHaveLength(DEMO_PRODUCTS.length);
    items.forEach((item, index) => {
      const { details } = parseProductInput(item.product);
      expect(details.translations, details.name).toEqual(DEMO_PRODUCTS[index]?.translations ?? {});
    });
  });
});
