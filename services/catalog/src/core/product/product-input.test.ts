import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../api/catalog-api';
import { productInput } from '../../testing/catalog-test-kit';
import { parseProductInput } from './product-input';

const IMAGE_REFUSED = 'Image must be a web address (http or https) or a path on this site';

const refusalOf = (overrides: Partial<ProductInput>) => {
  try {
    parseProductInput(productInput(overrides));
  } catch (error) {
    return error;
  }
  throw new Error('expected the form to be refused');
};

const many = (count: number, length = 3) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'x'));

describe('the admin product form', () => {
  it('keeps up to 20 features of up to 300 characters and 20 tags of up to 40', () => {
    const features = [...many(19), 'f'.repeat(300)];
    const tags = [...many(19), 't'.repeat(40)];
    const { details } = parseProductInput(productInput({ features, tags }));
    expect(details.features).toEqual(features);
    expect(details.tags).toEqual(tags);
  });

  it('refuses a 21st tag', () => {
    expect(refusalOf({ tags: many(21) })).toMatchObject({
      kind: 'invalid',
      message: 'Up to 20 tags are allowed',
      errors: [{ path: 'tags', message: 'Up to 20 tags are allowed' }],
    });
  });

  it('refuses a feature longer than 300 characters', () => {
    expect(refusalOf({ features: ['ok', 'f'.repeat(301)] })).toMatchObject({
      kind: 'invalid',
      message: 'This text is too long',
      errors: [{ path: 'features', message: 'This text is too long' }],
    });
  });

  it('trims features, lower-cases tags, and drops blanks, repeats and non-texts', () => {
    const { details } = parseProductInput(
      productInput({ features: ['  Backlit keys ', '', 7 as unknown as string], tags: [' Wireless', 'WIRELESS ', '  '] }),
    );
    expect(details.features).toEqual(['Backlit keys']);
    expect(details.tags).toEqual(['wireless']);
  });

  it('reads features and tags that are not lists as none', () => {
    const { details } = parseProductInput(productInput({ features: undefined, tags: 'wireless' as unknown as string[] }));
    expect(details.features).toEqual([]);
    expect(details.tags).toEqual([]);
  });

  it('takes a name of 200 characters and refuses one of 201', () => {
    expect(parseProductInput(productInput({ name: 'n'.repeat(200) })).details.name).toBe('n'.repeat(200));
    expect(refusalOf({ name: 'n'.repeat(201) })).toMatchObject({ errors: [{ path: 'name', message: 'This text is too long' }] });
  });

  it('gives the first problem as the message when the domain form rules refuse it', () => {
    expect(refusalOf({ brand: '' })).toMatchObject({ kind: 'invalid', message: 'Brand is required' });
  });

  it('keeps the price before a discount only when one is given', () => {
    const discounted = parseProductInput(productInput({ price: 80_000, originalPrice: 95_000 })).details;
    expect(discounted.originalPrice).toBe(95_000);
    expect(Object.keys(parseProductInput(productInput()).details)).not.toContain('originalPrice');
  });

  it('refuses a price or original price no number holds exactly, and takes the largest one that does', () => {
    const huge = '9'.repeat(400);
    expect(refusalOf({ price: huge })).toMatchObject({ kind: 'invalid', errors: [{ path: 'price', message: 'This price is too large' }] });
    expect(refusalOf({ originalPrice: 2 ** 53 })).toMatchObject({
      errors: [{ path: 'originalPrice', message: 'This price is too large' }],
    });
    const largest = Number.MAX_SAFE_INTEGER;
    expect(parseProductInput(productInput({ price: largest, originalPrice: largest })).details).toMatchObject({ price: largest, originalPrice: largest });
  });

  it('takes http, https and site paths as images', () => {
    const images = { primary: 'http://cdn.example.rw/k2.svg', gallery: ['https://cdn.example.rw/1.png', '/images/2.png'] };
    expect(parseProductInput(productInput({ images })).details.images).toEqual(images);
    const longest = `/${'a'.repeat(1_999)}`;
    expect(parseProductInput(productInput({ images: { primary: '/p.svg', gallery: [longest] } })).details.images.gallery).toEqual([longest]);
  });

  it.each([
    ['another scheme', 'javascript://alert(1)'],
    ['a space', '/images/key board.svg'],
  ])('refuses an image address with %s', (_case, url) => {
    expect(refusalOf({ images: { primary: url, gallery: [] } })).toMatchObject({
      errors: [{ path: 'images.primary', message: IMAGE_REFUSED }],
    });
    expect(refusalOf({ images: { primary: '/p.svg', gallery: ['/ok.svg', url] } })).toMatchObject({
      message: IMAGE_REFUSED,
      errors: [{ path: 'images.gallery.1', message: IMAGE_REFUSED }],
    });
  });

  it('refuses a gallery image address longer than 2,000 characters', () => {
    expect(refusalOf({ images: { primary: '/p.svg', gallery: [`/${'a'.repeat(2_000)}`] } })).toMatchObject({
      errors: [{ path: 'images.gallery.0', message: IMAGE_REFUSED }],
    });
  });
});

describe('the admin product form of a product stored with stock below zero', () => {
  const withStock = (stock: ProductInput['stock']) => ({ ...productInput(), stock });
  const refused = (input: ProductInput, storedQuantity: number) => {
    try {
      parseProductInput(input, storedQuantity);
    } catch (error) {
      return error;
    }
    throw new Error('expected the form to be refused');
  };

  it('keeps the stored quantity, given as a number or as text, with the rest of the stock', () => {
    expect(parseProductInput(withStock({ quantity: -2, lowStockThreshold: 4 }), -2).stock).toEqual({ quantity: -2, lowStockThreshold: 4 });
    expect(parseProductInput(withStock({ quantity: ' -2 ' }), -2).stock).toEqual({ quantity: -2, lowStockThreshold: 10 });
    expect(parseProductInput(withStock({ quantity: 0 }), -2).stock.quantity).toBe(0);
  });

  it('refuses any other quantity below zero, and a form without one', () => {
    const invalid = { kind: 'invalid', errors: [{ path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' }] };
    expect(refused(withStock({ quantity: -1 }), -2)).toMatchObject(invalid);
    expect(refused(withStock({ quantity: -2 }), 0)).toMatchObject(invalid);
    expect(parseProductInput(withStock({ quantity: 3 }), 3).stock.quantity).toBe(3);
    const { stock: _stock, ...stockless } = productInput();
    expect(refused(stockless, -2)).toMatchObject({ errors: [{ path: 'stock.quantity', message: 'Stock quantity is required' }] });
    expect(refused({ ...stockless, stock: null }, -2)).toMatchObject({ errors: [{ path: 'stock.quantity', message: 'Stock quantity is required' }] });
  });
});
