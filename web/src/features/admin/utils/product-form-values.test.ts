import { describe, expect, it } from 'vitest';
import type { ImageMedia } from '@shop/contracts/product-images';
import { PRODUCT_FORM_MESSAGES as M } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import type { AdminProduct } from '../types';
import {
  emptyFormValues,
  fieldErrorsOf,
  formValuesOf,
  mediaChanges,
  parseFormValues,
  tagList,
  translationChanges,
  type ProductFormValues,
  type TranslationFormValues,
} from './product-form-values';

const monitor: AdminProduct = {
  _id: 'a'.repeat(24),
  name: 'LG 27UP850',
  brand: 'LG',
  category: 'monitors',
  price: 450000,
  originalPrice: 520000,
  images: { primary: '/images/products/monitor.svg', gallery: ['/images/products/monitor-2.svg'] },
  media: {},
  stock: { quantity: 4, reserved: 1, available: 3, lowStockThreshold: 5 },
  options: [],
  variants: [],
  isFeatured: true,
  status: 'inactive',
  badge: 'SALE',
  description: 'A 4K monitor.',
  shortDescription: 'USB-C 4K',
  features: ['4K', 'USB-C'],
  tags: ['4k', 'usb-c'],
  translations: { fr: { name: 'Moniteur LG 27UP850', features: ['4K', 'USB-C et recharge'] } },
  slug: 'lg-27up850',
  image: '/images/products/monitor.svg',
  isActive: false,
  currency: 'RWF',
  creator: 'b'.repeat(24),
  rating: { average: 0, count: 0 },
  views: 0,
  purchases: 0,
  wishlistCount: 0,
  fiscal: { itemCode: 'RW2NTU0000012', taxType: 'C' },
  createdAt: '2026-11-14T09:00:00.000Z',
  updatedAt: '2026-11-14T09:00:00.000Z',
};

const blank: TranslationFormValues = { name: '', shortDescription: '', description: '', features: '' };

const filled = (): ProductFormValues => ({
  ...emptyFormValues(),
  name: '  Keychron K2 ',
  brand: 'Keychron',
  category: 'keyboards',
  price: ' 89001 ',
  quantity: '12',
  description: 'A compact mechanical keyboard.',
  primaryImage: '/uploads/products/abc.png',
});

describe('product form values', () => {
  it('starts active, with a low-stock alert of 10 and four empty gallery slots', () => {
    const values = emptyFormValues();
    expect(values.status).toBe('active');
    expect(values.lowStockThreshold).toBe('10');
    expect(values.gallery).toEqual(['', '', '', '']);
    expect(values.isFeatured).toBe(false);
    expect(values.translations).toEqual({ fr: blank, rw: blank });
  });

  it('puts every required-field message of SPEC section 5 under its field for an empty form', () => {
    const result = parseFormValues({ ...emptyFormValues(), status: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: M.nameRequired,
      brand: M.brandRequired,
      description: M.descriptionRequired,
      price: M.priceRequired,
      category: M.categoryRequired,
      primaryImage: M.primaryImageRequired,
      quantity: M.stockRequired,
      status: M.statusRequired,
    });
  });

  it('reads prices and stock as whole numbers, refusing a price with decimals', () => {
    expect(parseFormValues({ ...filled(), price: '-1' })).toMatchObject({ ok: false, errors: { price: M.priceInvalid } });
    expect(parseFormValues({ ...filled(), price: '62500.5' })).toMatchObject({ ok: false, errors: { price: M.priceFractional } });
    expect(parseFormValues({ ...filled(), quantity: '1.5' })).toMatchObject({ ok: false, errors: { quantity: M.stockInvalid } });
    expect(parseFormValues({ ...filled(), lowStockThreshold: '-2' })).toMatchObject({
      ok: false,
      errors: { lowStockThreshold: M.lowStockInvalid },
    });
    const result = parseFormValues({ ...filled(), originalPrice: '99000', lowStockThreshold: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      name: 'Keychron K2',
      price: 89001,
      originalPrice: 99000,
      stock: { quantity: 12, lowStockThreshold: 10 },
      badge: null,
    });
  });

  it('drops blank gallery slots, and sends features and tags so an edit keeps them', () => {
    const result = parseFormValues({
      ...filled(),
      gallery: ['', ' /images/a.svg ', '', '/images/b.svg'],
      features: 'Hot-swappable\n\n  Bluetooth 5.1 ',
      tags: 'Mechanical, wireless, mechanical,',
      badge: ' NEW ',
    });
    expect(result).toMatchObject({
      ok: true,
      body: {
        images: { primary: '/uploads/products/abc.png', gallery: ['/images/a.svg', '/images/b.svg'] },
        features: ['Hot-swappable', 'Bluetooth 5.1'],
        tags: ['mechanical', 'wireless'],
        badge: 'NEW',
        originalPrice: null,
      },
    });
  });

  it('fills the form from a product and round-trips it', () => {
    const values = formValuesOf(monitor);
    expect(values).toMatchObject({ price: '450000', originalPrice: '520000', quantity: '4', lowStockThreshold: '5' });
    expect(values.gallery).toEqual(['/images/products/monitor-2.svg', '', '', '']);
    expect(values.translations).toEqual({ fr: { ...blank, name: 'Moniteur LG 27UP850', features: '4K\nUSB-C et recharge' }, rw: blank });
    const result = parseFormValues(values);
    expect(result).toMatchObject({
      ok: true,
      body: {
        status: 'inactive',
        isFeatured: true,
        badge: 'SALE',
        features: ['4K', 'USB-C'],
        tags: ['4k', 'usb-c'],
        translations: { fr: { name: 'Moniteur LG 27UP850', features: ['4K', 'USB-C et recharge'] } },
      },
    });
  });

  it('fills the translations blank for a product that came without them', () => {
    const { translations: _none, ...stored } = monitor;
    const values = formValuesOf(stored as AdminProduct);
    expect(values.translations).toEqual({ fr: blank, rw: blank });
  });

  it('sends a new product the languages with a filled field, trimmed, blank fields left out', () => {
    const result = parseFormValues({
      ...filled(),
      translations: {
        fr: {
          name: ' Clavier Keychron K2 ',
          shortDescription: '  ',
          description: 'Un clavier mécanique compact.',
          features: 'Touches remplaçables\n\n Bluetooth 5.1 ',
        },
        rw: { ...blank, description: '   ', features: '\n' },
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.translations).toEqual({
      fr: {
        name: 'Clavier Keychron K2',
        description: 'Un clavier mécanique compact.',
        features: ['Touches remplaçables', 'Bluetooth 5.1'],
      },
    });
    const none = parseFormValues(filled());
    expect(none.ok && 'translations' in none.body).toBe(false);
  });

  it('sends an edit only the languages whose texts changed, null for one now blank', () => {
    const initial: ProductFormValues = {
      ...filled(),
      translations: { fr: { ...blank, name: 'Clavier K2' }, rw: { ...blank, name: 'Mwandikisho K2' } },
    };
    expect(translationChanges(initial, initial)).toBeUndefined();
    // Spaces added or a blank line in the features change nothing that is saved.
    const spaced = { ...initial, translations: { ...initial.translations, fr: { ...blank, name: ' Clavier K2 ', features: '\n' } } };
    expect(translationChanges(initial, spaced)).toBeUndefined();
    const edited = {
      ...initial,
      translations: { fr: { ...blank, name: 'Clavier K2', shortDescription: 'Compact' }, rw: { ...blank, name: '  ' } },
    };
    expect(translationChanges(initial, edited)).toEqual({ fr: { name: 'Clavier K2', shortDescription: 'Compact' }, rw: null });
    // A language with nothing stored and still blank is not sent.
    const added = { ...filled(), translations: { fr: { ...blank, description: 'Un clavier.' }, rw: blank } };
    expect(translationChanges(filled(), added)).toEqual({ fr: { description: 'Un clavier.' } });
  });

  it('maps server error paths to fields, gallery indexes counting filled slots only', () => {
    const values = { ...filled(), gallery: ['', 'x', '', 'ftp://y'] };
    const { fields, other } = fieldErrorsOf(
      [
        { path: 'images.primary', message: 'bad primary' },
        { path: 'stock.quantity', message: 'bad stock' },
        { path: 'stock.lowStockThreshold', message: 'bad alert' },
        { path: 'images.gallery.1', message: 'bad gallery' },
        { path: 'translations.fr.name', message: 'Name is too long' },
        { path: 'translations.rw.features.3', message: 'Feature is too long' },
        { path: '(root)', message: 'Something else' },
      ],
      values,
    );
    expect(fields).toEqual({
      primaryImage: 'bad primary',
      quantity: 'bad stock',
      lowStockThreshold: 'bad alert',
      'gallery.3': 'bad gallery',
      'translations.fr.name': 'Name is too long',
      'translations.rw.features': 'Feature is too long',
    });
    expect(other).toEqual(['Something else']);
  });

  it('starts a new product with no item code (the catalog assigns one) at 18% VAT, and sends them', () => {
    expect(emptyFormValues()).toMatchObject({ itemCode: '', taxType: 'B' });
    expect(parseFormValues(filled())).toMatchObject({ ok: true, body: { fiscal: { itemCode: '', taxType: 'B' } } });
  });

  it('fills the EBM fields from a product and sends the item code trimmed in capitals', () => {
    const values = formValuesOf(monitor);
    expect(values).toMatchObject({ itemCode: 'RW2NTU0000012', taxType: 'C' });
    expect(parseFormValues({ ...values, itemCode: ' rw2ntu0000099 ', taxType: 'A' })).toMatchObject({
      ok: true,
      body: { fiscal: { itemCode: 'RW2NTU0000099', taxType: 'A' } },
    });
  });

  it('puts the catalog’s refusals of the EBM fields under them, in the admin’s language', async () => {
    await speak('fr');
    const { fields } = fieldErrorsOf(
      [
        { path: 'fiscal.itemCode', message: 'This item code is already used by another product' },
        { path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' },
      ],
      filled(),
    );
    expect(fields).toEqual({ itemCode: 'Ce code article est déjà utilisé par un autre produit', taxType: 'Le type de taxe doit être A, B, C ou D' });
    await speak('en');
  });

  it('reads tags comma-separated, lower-cased, without repeats', () => {
    expect(tagList(' USB-C,, Hub ,usb-c')).toEqual(['usb-c', 'hub']);
  });
});

describe('the media of uploaded photos', () => {
  const photo = (name: string, width = 1280): [string, ImageMedia] => [
    `/uploads/products/${name}.jpg`,
    { width, height: 960, widths: [320, 640, width], placeholder: `data:image/webp;base64,${name}` },
  ];
  const [front, frontMedia] = photo('a'.repeat(32));
  const [side, sideMedia] = photo('b'.repeat(32), 900);
  const [red, redMedia] = photo('c'.repeat(32));

  it('saves a new product with the media of the photos it shows', () => {
    const values = { ...filled(), primaryImage: front, gallery: [side, '', '', ''], media: { [front]: frontMedia, [side]: sideMedia } };
    expect(parseFormValues(values)).toMatchObject({ ok: true, body: { media: { [front]: frontMedia, [side]: sideMedia } } });
  });

  it('drops the media of a photo replaced or removed before saving', () => {
    // The admin uploaded one photo, then another over it, and emptied the gallery slot.
    const values = { ...filled(), primaryImage: side, gallery: ['', '', '', ''], media: { [front]: frontMedia, [side]: sideMedia } };
    const parsed = parseFormValues(values);
    expect(parsed.ok && parsed.body.media).toEqual({ [side]: sideMedia });
    // A product of drawings or pasted addresses sends none.
    expect(parseFormValues(filled())).toMatchObject({ ok: true, body: expect.not.objectContaining({ media: expect.anything() }) });
  });

  it('sends an edit the whole new media only when a photo changed, keeping the variants’ own', () => {
    const stored = formValuesOf({
      ...monitor,
      images: { primary: front, gallery: [] },
      media: { [front]: frontMedia, [red]: redMedia },
    });
    expect(stored.media).toEqual({ [front]: frontMedia, [red]: redMedia });
    // Texts edited, pictures untouched: the stored media stays as it is.
    expect(mediaChanges(stored, { ...stored, name: 'LG 27UP850 (2026)' })).toBeUndefined();
    // A photo added to the gallery: its media joins; the red variant's photo keeps its own.
    const added = { ...stored, gallery: [side, '', '', ''], media: { ...stored.media, [side]: sideMedia } };
    expect(mediaChanges(stored, added)).toEqual({ [front]: frontMedia, [red]: redMedia, [side]: sideMedia });
    // The primary photo replaced by a drawing: its media goes.
    expect(mediaChanges(stored, { ...stored, primaryImage: '/images/products/monitor.svg' })).toEqual({ [red]: redMedia });
  });
});
