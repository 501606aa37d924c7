import { describe, expect, it } from 'vitest';
import { categoryFromSegment, categoryPath, matchSiteRoute, productPath } from './site-routes';

describe('the site routes', () => {
  it('name the screen an address shows, with its segments', () => {
    expect(matchSiteRoute('/')).toEqual({ route: '/', params: {} });
    expect(matchSiteRoute('/products')).toEqual({ route: '/products', params: {} });
    expect(matchSiteRoute('/products/keyboards')).toEqual({ route: '/products/:category', params: { category: 'keyboards' } });
    expect(matchSiteRoute('/product/0123456789abcdef01234567')).toEqual({ route: '/product/:id', params: { id: '0123456789abcdef01234567' } });
    expect(matchSiteRoute('/order-confirmation/ORD-2024-0001')).toEqual({ route: '/order-confirmation/:orderNumber', params: { orderNumber: 'ORD-2024-0001' } });
    expect(matchSiteRoute('/admin/products')?.route).toBe('/admin/products');
  });

  it('read addresses as the router does: any case, a trailing slash, encoded characters', () => {
    expect(matchSiteRoute('/Products/')?.route).toBe('/products');
    expect(matchSiteRoute('/CART')?.route).toBe('/cart');
    expect(matchSiteRoute('/products/caf%C3%A9')).toEqual({ route: '/products/:category', params: { category: 'café' } });
    expect(matchSiteRoute('/products/%E0%A4%A')).toEqual({ route: '/products/:category', params: { category: '%E0%A4%A' } });
  });

  it('match no screen for any other address', () => {
    for (const path of ['/no/such/page', '/products/keyboards/extra', '/product', '/product/', '/admin/settings', '/index.html', '/cart/x']) {
      expect(matchSiteRoute(path), path).toBeUndefined();
    }
  });

  it('read the route table’s category names as the category list’s', () => {
    expect(categoryFromSegment('Smartwatches')).toBe('watches');
    expect(categoryFromSegment('apparel')).toBe('hoodies');
    expect(categoryFromSegment('keyboards')).toBe('keyboards');
  });

  it('write addresses with their segments encoded', () => {
    expect(productPath('a/b')).toBe('/product/a%2Fb');
    expect(categoryPath('mice')).toBe('/products/mice');
  });
});
