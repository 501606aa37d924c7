import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shop/domain';
import { PLACEHOLDER_IMAGE } from '@shop/contracts';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_TRANSLATIONS } from './demo-catalogue.translations';
import type { DemoProduct } from './demo-product';

const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const fileOf = (sitePath: string) => `${webPublic}${sitePath}`;
const isLowStock = (p: DemoProduct) => p.stock.quantity > 0 && p.stock.quantity <= p.stock.lowStockThreshold;
const haystack = (p: DemoProduct) => [p.name, p.brand, p.category, ...p.tags, ...p.features].join(' ').toLowerCase();

describe('demo catalogue', () => {
  it('has at least 60 products with unique names', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const names = DEMO_PRODUCTS.map((p) => p.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every category, with enough products in each', () => {
    const count = (c: string) => DEMO_PRODUCTS.filter((p) => p.category === c).length;
    for (const category of CATEGORIES) expect(count(category), category).toBeGreaterThanOrEqual(3);
    for (const category of ['monitors', 'keyboards', 'mice', 'audio', 'accessories']) {
      expect(count(category), category).toBeGreaterThanOrEqual(8);
    }
  });

  it('lists every garment under hoodies, the category the storefront names Apparel', () => {
    const garment = /\b(?:t-shirts?|shirts?|hoodies?|sweatshirts?|caps?|beanies?|socks?|jackets?|apparel|clothing)\b/;
    const garments = DEMO_PRODUCTS.filter((p) => garment.test([p.name, ...p.tags].join(' ').toLowerCase()));
    expect(garments.map((p) => p.name)).toContain('DevShop "Hello, World" T-Shirt');
    for (const p of garments) expect(p.category, p.name).toBe('hoodies');
  });

  it('prices are whole RWF between 15,000 and 2,500,000; original prices are higher', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price), p.name).toBe(true);
      expect(p.price, p.name).toBeGreaterThanOrEqual(15_000);
      expect(p.price, p.name).toBeLessThanOrEqual(2_500_000);
      if (p.originalPrice !== undefined) {
        expect(Number.isInteger(p.originalPrice), p.name).toBe(true);
        expect(p.originalPrice, p.name).toBeGreaterThan(p.price);
      }
    }
    expect(DEMO_PRODUCTS.filter((p) => p.originalPrice !== undefined).length).toBeGreaterThanOrEqual(10);
  });

  it('offers several products from 15,000 to 95,000 RWF where the chat assistant looks', () => {
    for (const category of ['keyboards', 'mice', 'audio', 'accessories']) {
      const inBand = DEMO_PRODUCTS.filter((p) => p.category === category && p.price >= 15_000 && p.price <= 95_000);
      expect(inBand.length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a handful of featured and badged products', () => {
    const featured = DEMO_PRODUCTS.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    for (const badge of ['NEW', 'SALE', 'BESTSELLER']) {
      expect(DEMO_PRODUCTS.some((p) => p.badge === badge), badge).toBe(true);
    }
  });

  it('has products low on stock and out of stock', () => {
    expect(DEMO_PRODUCTS.filter((p) => p.stock.quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(DEMO_PRODUCTS.filter(isLowStock).length).toBeGreaterThanOrEqual(5);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.stock.quantity) && p.stock.quantity >= 0, p.name).toBe(true);
      expect(Number.isInteger(p.stock.lowStockThreshold) && p.stock.lowStockThreshold >= 0, p.name).toBe(true);
    }
  });

  it('has texts, features and lower-case tags of the right shape', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.brand.trim(), p.name).not.toBe('');
      expect(p.shortDescription.trim(), p.name).not.toBe('');
      const sentences = p.description.split(/(?<=[.!?])\s+(?=[A-Z"])/).length;
      expect(sentences, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences, p.name).toBeLessThanOrEqual(4);
      expect(p.features.length, p.name).toBeGreaterThanOrEqual(4);
      expect(p.features.length, p.name).toBeLessThanOrEqual(7);
      expect(p.tags.length, p.name).toBeGreaterThan(0);
      for (const tag of p.tags) expect(tag, p.name).toBe(tag.trim().toLowerCase());
    }
  });

  it('gives about ten products French and Kinyarwanda texts, a feature for each English one', () => {
    const names = new Set(DEMO_PRODUCTS.map((p) => p.name));
    expect(Object.keys(DEMO_TRANSLATIONS).filter((name) => !names.has(name))).toEqual([]);
    const translated = DEMO_PRODUCTS.filter((p) => p.translations !== undefined);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    for (const p of translated) {
      for (const language of ['fr', 'rw'] as const) {
        const text = p.translations?.[language];
        expect(text?.shortDescription?.trim(), `${p.name} ${language}`).toBeTruthy();
        expect(text?.shortDescription, `${p.name} ${language}`).not.toBe(p.shortDescription);
        expect(text?.features?.length, `${p.name} ${language}`).toBe(p.features.length);
        // Brand products keep their name; the shop's own goods are named in each language.
        if (p.brand === 'DevShop') expect(text?.name, `${p.name} ${language}`).toContain('DevShop');
        else expect(text?.name, `${p.name} ${language}`).toBeUndefined();
      }
    }
  });

  it('has reviews on about half of the products, rated 1 to 5, written after the product was added', () => {
    const reviewed = DEMO_PRODUCTS.filter((p) => p.reviews.length > 0).length;
    expect(reviewed / DEMO_PRODUCTS.length).toBeGreaterThan(0.4);
    expect(reviewed / DEMO_PRODUCTS.length).toBeLessThan(0.75);
    for (const p of DEMO_PRODUCTS) {
      expect(p.reviews.length, p.name).toBeLessThanOrEqual(4);
      for (const r of p.reviews) {
        expect([1, 2, 3, 4, 5], p.name).toContain(r.rating);
        expect(r.comment.trim(), p.name).not.toBe('');
        expect(r.reviewer.trim(), p.name).not.toBe('');
        expect(r.daysAgo, p.name).toBeGreaterThanOrEqual(0);
        expect(r.daysAgo, p.name).toBeLessThanOrEqual(p.daysSinceAdded);
      }
      const reviewers = p.reviews.map((r) => r.reviewer);
      expect(new Set(reviewers).size, p.name).toBe(reviewers.length);
    }
  });

  it('has plausible ages and counters', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.daysSinceAdded, p.name).toBeGreaterThanOrEqual(0);
      expect(p.daysSinceAdded, p.name).toBeLessThanOrEqual(120);
      expect(Number.isInteger(p.views) && Number.isInteger(p.purchases), p.name).toBe(true);
      expect(p.purchases, p.name).toBeGreaterThanOrEqual(0);
      expect(p.views, p.name).toBeGreaterThanOrEqual(p.purchases);
    }
  });

  it('lets "logitech mouse" and "mechanical keyboard" find good matches', () => {
    const matches = (...words: string[]) => DEMO_PRODUCTS.filter((p) => words.every((w) => haystack(p).includes(w)));
    expect(matches('logitech', 'mouse').length).toBeGreaterThanOrEqual(3);
    expect(matches('mechanical', 'keyboard').length).toBeGreaterThanOrEqual(3);
    const byName = (...words: string[]) => DEMO_PRODUCTS.filter((p) => words.every((w) => p.name.toLowerCase().includes(w)));
    expect(byName('logitech', 'mouse').length).toBeGreaterThanOrEqual(3);
    expect(byName('logitech', 'mouse').every((p) => p.category === 'mice')).toBe(true);
    expect(byName('mechanical', 'keyboard').length).toBeGreaterThanOrEqual(3);
    expect(byName('mechanical', 'keyboard').every((p) => p.category === 'keyboards')).toBe(true);
  });

  it('uses only local product images that exist, with up to three gallery views', () => {
    const paths = [PLACEHOLDER_IMAGE, ...DEMO_PRODUCTS.flatMap((p) => [p.image, ...p.gallery])];
    for (const p of DEMO_PRODUCTS) {
      expect(p.gallery.length, p.name).toBeLessThanOrEqual(3);
      expect(new Set([p.image, ...p.gallery]).size, p.name).toBe(p.gallery.length + 1);
    }
    for (const path of new Set(paths)) {
      expect(path).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(fileOf(path)), path).toBe(true);
    }
  });

  it('ships small, self-contained SVGs that a strict CSP allows', () => {
    const paths = new Set([PLACEHOLDER_IMAGE, ...DEMO_PRODUCTS.flatMap((p) => [p.image, ...p.gallery])]);
    for (const path of paths) {
      const file = fileOf(path);
      const text = readFileSync(file, 'utf8');
      expect(statSync(file).size, path).toBeLessThan(6_000);
      expect(text, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/);
      expect(text, path).not.toMatch(/<script|\sstyle=|<text|\son[a-z]+=|(?:href|src)="(?!#)/i);
    }
  });
});
