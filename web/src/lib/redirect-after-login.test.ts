import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekRedirectAfterLogin, safeAppPath, takeRedirectAfterLogin } from './redirect-after-login';

describe('redirect after login', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('accepts in-app paths only', () => {
    expect(safeAppPath('/checkout')).toBe('/checkout');
    expect(safeAppPath('/products?category=mice#top')).toBe('/products?category=mice#top');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'checkout', '', 42, null, '/login', '/auth/callback?token=x']) {
      expect(safeAppPath(bad), String(bad)).toBeNull();
    }
  });

  it('takes the saved entry once (plain or JSON-quoted), else home', () => {
    store.set('redirectAfterLogin', '/checkout');
    expect(takeRedirectAfterLogin()).toBe('/checkout');
    expect(store.has('redirectAfterLogin')).toBe(false);
    expect(takeRedirectAfterLogin()).toBe('/');
    store.set('redirectAfterLogin', '"/orders"');
    expect(peekRedirectAfterLogin()).toBe('/orders');
    store.set('redirectAfterLogin', 'https://evil.example');
    expect(takeRedirectAfterLogin()).toBe('/');
  });
});
