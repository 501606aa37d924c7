import { catalogPb } from '@shop/proto';
import { describe, expect, it } from 'vitest';
import type { ProductInput, ProductView } from '../../api/catalog-api';
import { productFromPb, productInputFromPb, productInputToPb, productToPb, variantsBodyFromPb, variantsBodyToPb } from './product-messages';

const PHOTO = '/uploads/products/0123456789abcdef0123456789abcdef.jpg';
const PHOTO_MEDIA = { width: 900, height: 600, widths: [320, 640, 900], placeholder: 'data:image/webp;base64,UklGRg==' };

const view: ProductView = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Keychron K2',
  slug: 'keychron-k2',
  brand: 'Keychron',
  category: 'keyboards',
  price: 95_000,
  image: '/k2.svg',
  images: { primary: '/k2.svg', gallery: [PHOTO] },
  media: { [PHOTO]: PHOTO_MEDIA },
  isFeatured: false,
  isActive: true,
  status: 'active',
  shortDescription: 'S',
  description: 'D',
  features: [],
  tags: [],
  translations: {},
  currency: 'RWF',
  creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  stock: { quantity: 5, reserved: 1, available: 4, lowStockThreshold: 2 },
  options: [{ name: 'Layout', values: ['US', 'UK'] }],
  variants: [
    { _id: 'cccccccccccccccccccccccc', sku: 'K2-US', options: ['US'], label: 'US', price: 95_000, stock: { quantity: 3, reserved: 1, available: 2, lowStockThreshold: 2 } },
    {
      _id: 'dddddddddddddddddddddddd',
      sku: 'K2-UK',
      options: ['UK'],
      label: 'UK',
      price: 99_000,
      originalPrice: 110_000,
      image: '/k2-uk.svg',
      stock: { quantity: 2, reserved: 0, available: 2, lowStockThreshold: 1 },
    },
  ],
  rating: { average: 0, count: 0 },
  views: 0,
  purchases: 0,
  wishlistCount: 0,
  fiscal: { itemCode: 'RW2NTU0000012', taxType: 'C' },
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

const productOverTheWire = (product: ProductView) => productFromPb(catalogPb.Product.decode(catalogPb.Product.encode(productToPb(product)).finish()));
const inputOverTheWire = (input: ProductInput) =>
  productInputFromPb(catalogPb.ProductInput.decode(catalogPb.ProductInput.encode(productInputToPb(input)).finish()));

describe('a product on the wire', () => {
  it('arrives as sent, its EBM fields included', () => {
    expect(productOverTheWire(view)).toEqual(view);
  });

  it('from a server that sends no EBM fields reads as without an item code, tax type B', () => {
    const { fiscal: _fiscal, ...old } = productToPb(view);
    expect(productFromPb(old).fiscal).toEqual({ itemCode: '', taxType: 'B' });
  });
});

describe('an admin form on the wire', () => {
  const form: ProductInput = { name: 'K2', price: 95_000, stock: { quantity: 5 } };

  it('carries the EBM fields given, and leaves them unset when the form has none', () => {
    expect(inputOverTheWire({ ...form, fiscal: { itemCode: 'RW2NTU0000012', taxType: 'A' } }).fiscal).toEqual({ itemCode: 'RW2NTU0000012', taxType: 'A' });
    expect(inputOverTheWire({ ...form, fiscal: { taxType: 'D' } }).fiscal).toEqual({ taxType: 'D' });
    expect(inputOverTheWire(form).fiscal).toBeUndefined();
  });

  it('carries photo details given, an empty set for null (cleared), and none when the form has none (kept)', () => {
    expect(inputOverTheWire({ ...form, media: { [PHOTO]: PHOTO_MEDIA } }).media).toEqual({ [PHOTO]: PHOTO_MEDIA });
    expect(inputOverTheWire({ ...form, media: null }).media).toEqual({});
    expect(inputOverTheWire(form).media).toBeUndefined();
  });

  it('refuses photo details the service would refuse, before sending them', () => {
    expect(() => productInputToPb({ ...form, media: { [PHOTO]: { ...PHOTO_MEDIA, placeholder: 'javascript:alert(1)' } } })).toThrow(/placeholder/);
  });
});

describe('an admin’s options and variants on the wire', () => {
  it('arrive as sent, an original price left out told apart from one cleared', () => {
    const body = {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: ['S'], sku: 'HOOD-S', price: '30000', quantity: 4, lowStockThreshold: 1, image: '/s.svg' },
        { options: ['M'], originalPrice: null, quantity: '2' },
      ],
    };
    const wire = catalogPb.ReplaceProductVariantsRequest.decode(catalogPb.ReplaceProductVariantsRequest.encode(variantsBodyToPb('p1', body)).finish());
    expect(wire.id).toBe('p1');
    expect(variantsBodyFromPb(wire)).toEqual({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: ['S'], sku: 'HOOD-S', price: 30_000, quantity: 4, lowStockThreshold: 1, image: '/s.svg' },
        { options: ['M'], originalPrice: null, quantity: 2 },
      ],
    });
  });

  it('refuses a number the wire cannot carry with the catalog’s message, naming the row', () => {
    expect(() => variantsBodyToPb('p1', { options: [], variants: [{ options: [], quantity: 1, price: '12.5' }] })).toThrow(
      expect.objectContaining({ errors: [{ path: 'variants.0.price', message: 'Price must be a whole number of RWF of 0 or more' }] }),
    );
  });
});
