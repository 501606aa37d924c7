import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
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

  it('builds /api/v1 URLs and leaves out empty query values', () => {
    expect(buildUrl('/api/v1', '/products', { page: 1, search: '', brand: undefined, featured: true, min: null })).toBe(
      '/api/v1/products?page=1&featured=true',
    );
    expect(buildUrl('', '/health')).toBe('/health');
  });

  it('sends the bearer token when one is stored and JSON bodies, and returns the envelope data', async () => {
    store.set('accessToken', 'tok-1');
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: { id: 'x' }, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiClient.post<{ id: string }>('/cart/coupon', { code: 'WELCOME2' });
    expect(result).toEqual({ success: true, data: { id: 'x' }, message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/cart/coupon');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"code":"WELCOME2"}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/products');
    store.set('accessToken', 'tok');
    await apiClient.post('/newsletter/unsubscribe', { token: 't' }, { auth: false });
    for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect((call[1].headers as Record<string, string>).Authorization).toBeUndefined();
    }
  });

  it('rejects with the server message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { success: false, message: 'Invalid input', errors: [{ path: 'email', message: 'Email is required' }] }),
      ),
    );
    const error = await apiClient.post('/orders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid input', status: 400, errors: [{ path: 'email', message: 'Email is required' }] });
  });

  it('uses the fallback message for non-JSON answers and network failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(apiClient.get('/products', { fallbackMessage: 'Failed to fetch products' })).rejects.toMatchObject({
      message: 'Failed to fetch products',
      status: 502,
    });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    await expect(apiClient.get('/products')).rejects.toMatchObject({
      message: 'Something went wrong. Please try again later.',
      status: 0,
    });
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('orderId', 'o1');
    await apiClient.post('/orders/o1/payment-proof', form);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
