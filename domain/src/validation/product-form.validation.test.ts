import { describe, expect, it } from 'vitest';
import { parseProductForm, validateProductForm, type ProductFormInput } from './product-form.validation';

const form: ProductFormInput = {
  name: ' Keychron K2 ',
  brand: 'Keychron',
  description: 'A compact wireless mechanical keyboard.',
  price: '89000',
  category: 'keyboards',
  images: { primary: '/images/k2.jpg', gallery: ['', '/images/k2-side.jpg', '  '] },
  stock: { quantity: '25' },
  status: 'active',
};

function messagesFor(input: ProductFormInput): Record<string, string> {
  return Object.fromEntries(validateProductForm(input).map((error) => [error.path, error.message]));
}

describe('validateProductForm', () => {
  it('accepts a form with the required fields only', () => {
    expect(validateProductForm(form)).toEqual([]);
  });

  it('reports every missing required field', () => {
    expect(messagesFor({})).toEqual({
      name: 'Product name is required',
      brand: 'Brand is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      'images.primary': 'Primary image is required',
      'stock.quantity': 'Stock quantity is required',
      status: 'Status is required',
    });
  });

  it('needs prices of 0 or more', () => {
    expect(messagesFor({ ...form, price: '0' })).toEqual({});
    expect(messagesFor({ ...form, price: -1 })).toEqual({ price: 'Price must be a number of 0 or more' });
    expect(messagesFor({ ...form, price: 'free' })).toEqual({ price: 'Price must be a number of 0 or more' });
    expect(messagesFor({ ...form, originalPrice: '-100' })).toEqual({
      originalPrice: 'Original price must be a number of 0 or more',
    });
  });

  it('refuses a price with decimals instead of rounding it: RWF has no decimals', () => {
    expect(messagesFor({ ...form, price: '62500.5', originalPrice: 70000.25 })).toEqual({
      price: 'Price must be a whole number of RWF: francs have no decimals',
      originalPrice: 'Original price must be a whole number of RWF: francs have no decimals',
    });
    expect(messagesFor({ ...form, price: 62500.0, originalPrice: '70000.' })).toEqual({});
    expect(parseProductForm({ ...form, price: '62500.5' }).ok).toBe(false);
  });

  it('needs whole, non-negative stock figures', () => {
    expect(messagesFor({ ...form, stock: { quantity: 0 } })).toEqual({});
    expect(messagesFor({ ...form, stock: { quantity: '-1' } })).toEqual({
      'stock.quantity': 'Stock quantity must be a whole number of 0 or more',
    });
    expect(messagesFor({ ...form, stock: { quantity: '2.5' } })).toEqual({
      'stock.quantity': 'Stock quantity must be a whole number of 0 or more',
    });
    expect(messagesFor({ ...form, stock: { quantity: 5, lowStockThreshold: -1 } })).toEqual({
      'stock.lowStockThreshold': 'Low stock alert must be a whole number of 0 or more',
    });
  });

  it('needs a category of the list and a known status', () => {
    expect(messagesFor({ ...form, category: 'apparel' })).toEqual({ category: 'Please choose a valid category' });
    expect(messagesFor({ ...form, status: 'archived' })).toEqual({ status: 'Please choose a valid status' });
    expect(messagesFor({ ...form, status: 'discontinued' })).toEqual({});
  });

  it('allows up to 4 gallery images, blanks not counted', () => {
    const four = ['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg'];
    expect(messagesFor({ ...form, images: { primary: '/p.jpg', gallery: [...four, '', ' '] } })).toEqual({});
    expect(messagesFor({ ...form, images: { primary: '/p.jpg', gallery: [...four, '/5.jpg'] } })).toEqual({
      'images.gallery': 'Up to 4 gallery images are allowed',
    });
  });
});

describe('parseProductForm', () => {
  it('cleans the form into the product body', () => {
    expect(parseProductForm(form)).toEqual({
      ok: true,
      errors: [],
      value: {
        name: 'Keychron K2',
        brand: 'Keychron',
        description: 'A compact wireless mechanical keyboard.',
        shortDescription: '',
        price: 89_000,
        category: 'keyboards',
        images: { primary: '/images/k2.jpg', gallery: ['/images/k2-side.jpg'] },
        stock: { quantity: 25, lowStockThreshold: 10 },
        isFeatured: false,
        status: 'active',
      },
    });
  });

  it('keeps the optional fields that were filled', () => {
    const result = parseProductForm({
      ...form,
      shortDescription: ' Compact ',
      originalPrice: '99000',
      price: ' 89001 ',
      stock: { quantity: 3, lowStockThreshold: '2' },
      isFeatured: true,
      badge: ' SALE ',
    });
    expect(result.ok && result.value).toMatchObject({
      shortDescription: 'Compact',
      price: 89_001,
      originalPrice: 99_000,
      stock: { quantity: 3, lowStockThreshold: 2 },
      isFeatured: true,
      badge: 'SALE',
    });
  });

  it('leaves out a blank original price and badge', () => {
    const result = parseProductForm({ ...form, originalPrice: '', badge: '  ' });
    expect(result.ok && result.value).not.toHaveProperty('originalPrice');
    expect(result.ok && result.value).not.toHaveProperty('badge');
  });

  it('gives the errors instead of a value when the form is invalid', () => {
    expect(parseProductForm({ ...form, name: '' })).toEqual({
      ok: false,
      errors: [{ path: 'name', message: 'Product name is required' }],
    });
  });
});
