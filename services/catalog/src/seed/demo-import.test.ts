import { describe, expect, it } from 'vitest';
import type { CatalogService } from '../app';
import { parseProductInput } from '../core/product/product-input';
import { ADMIN_ID, productInput, startTestCatalog } from '../testing/catalog-test-kit';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { demoImportItems } from './demo-import';
import { seedDemoCatalogue } from './seed-demo-catalogue';

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

describe('the demo catalogue as seeded', () => {
  it('gives every product the next item code of the shop’s series, in the catalogue’s order, at 18% VAT (B)', async () => {
    const catalog = await startTestCatalog();
    try {
      const now = new Date('2025-03-01T08:00:00Z');
      await seedDemoCatalogue({ importProducts: catalog.importProducts } as CatalogService, catalog.documents, now);
      const page = await catalog.api.adminListProducts({ limit: 100 });
      const codeOf = new Map(page.products.map((product) => [product.name, product.fiscal]));
      expect(DEMO_PRODUCTS.map((demo) => codeOf.get(demo.name))).toEqual(
        DEMO_PRODUCTS.map((_demo, index) => ({ itemCode: `RW2NTU${String(index + 1).padStart(7, '0')}`, taxType: 'B' })),
      );
      // Apparel in sizes, SSDs in capacities at their own prices, some sold out.
      const hoodie = page.products.find((product) => product.name === 'DevShop "git push --force" Zip Hoodie')!;
      expect(hoodie.options.map((option) => option.name)).toEqual(['Size', 'Colour']);
      expect(hoodie.variants.filter((variant) => variant.stock.available === 0).map((variant) => variant.label)).toEqual(['S / Grey']);
      const ssd = page.products.find((product) => product.name === 'Samsung T7 Portable SSD')!;
      expect(ssd.variants.map((variant) => [variant.label, variant.price])).toEqual([['500GB', 109_000], ['1TB', 159_000], ['2TB', 259_000]]);
      expect(ssd.price).toBe(109_000);
      // A product the admin adds next takes the code after the demo's.
      const added = await catalog.api.createProduct({ product: productInput(), creator: ADMIN_ID });
      expect(added.fiscal.itemCode).toBe(`RW2NTU${String(DEMO_PRODUCTS.length + 1).padStart(7, '0')}`);
    } finally {
      await catalog.stop();
    }
  });
});
