import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, setSessionHandlers } from './api-client';
import { speak } from './i18n/testing/speak';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}


beforeAll(() => speak('en'));

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
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionHandlers(null);
  });

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

  describe('checking answers against the contract', () => {
    /** A schema like the contract's: the price must be a whole number. */
    const priceSchema = {
      parse(data: unknown): { price: number } {
        const price = (data as { price?: unknown } | null)?.price;
        if (!Number.isInteger(price)) throw new TypeError('price: expected an integer');
        return { price: price as number };
      },
    };

    it('gives the data as the schema parsed it', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { success: true, data: { price: 1200, extra: true } })));
      const { data } = await apiClient.get('/products/p1', { schema: priceSchema });
      expect(data).toEqual({ price: 1200 });
    });

    it('rejects an answer that breaks the contract with the call\'s message, keeping the cause', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { success: true, data: { price: 'free' } })));
      const error = await apiClient.get('/products/p1', { schema: priceSchema, fallbackMessage: 'Product not found' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Product not found', status: 200 });
      expect((error as ApiError).cause).toBeInstanceOf(TypeError);
    });

    it('loads a lazy schema beside the request, and a schema that cannot load fails like no answer', async () => {
      const order: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          order.push('fetch');
          return jsonResponse(200, { success: true, data: { price: 5 } });
        }),
      );
      const lazy = () => {
        order.push('schema');
        return Promise.resolve(priceSchema);
      };
      await expect(apiClient.get('/products/p1', { schema: lazy })).resolves.toMatchObject({ data: { price: 5 } });
      expect(order).toEqual(['schema', 'fetch']);

      const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      await expect(apiClient.get('/products/p1', { schema: offline, fallbackMessage: 'Failed to fetch products' })).rejects.toMatchObject({
        message: 'Failed to fetch products',
        status: 0,
      });
    });

    it('does not check a refusal: its message is the server\'s', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { success: false, message: 'Product not found' })));
      const parse = vi.fn(priceSchema.parse);
      await expect(apiClient.get('/products/p1', { schema: { parse } })).rejects.toMatchObject({ message: 'Product not found', status: 404 });
      expect(parse).not.toHaveBeenCalled();
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

  describe('session upkeep', () => {
    const bearer = (call: unknown) => ((call as [string, RequestInit])[1].headers as Record<string, string>).Authorization;

    it('refreshes once on a 401, retries once with the new token, and shares the refresh between concurrent calls', async () => {
      store.set('accessToken', 'old');
      const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).Authorization;
        return auth === 'Bearer new'
          ? jsonResponse(200, { success: true, data: { ok: true } })
          : jsonResponse(401, { success: false, message: 'Invalid token' });
      });
      vi.stubGlobal('fetch', fetchMock);
      let release!: () => void;
      const refresh = vi.fn(
        () =>
          new Promise<string | null>((resolve) => {
            release = () => {
              store.set('accessToken', 'new');
              resolve('new');
            };
          }),
      );
      const end = vi.fn();
      setSessionHandlers({ refresh, end });

      const calls = Promise.all([apiClient.get('/auth/me'), apiClient.get('/orders/my-orders'), apiClient.get('/wishlist')]);
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
      release();
      const results = await calls;
      expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(end).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(6);
      expect(fetchMock.mock.calls.slice(3).map(bearer)).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
    });

    it('a second 401 after the retry is not refreshed again', async () => {
      store.set('accessToken', 'old');
      const fetchMock = vi.fn(async () => jsonResponse(401, { success: false, message: 'Invalid token' }));
      vi.stubGlobal('fetch', fetchMock);
      const refresh = vi.fn(async () => {
        store.set('accessToken', 'new');
        return 'new';
      });
      setSessionHandlers({ refresh, end: vi.fn() });
      await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('a refused refresh leaves the 401 (the handler has cleared the session)', async () => {
      store.set('accessToken', 'old');
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { success: false, message: 'Invalid token' })));
      const refresh = vi.fn(async () => {
        store.delete('accessToken');
        return null;
      });
      setSessionHandlers({ refresh, end: vi.fn() });
      await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 401 });
      expect(store.has('accessToken')).toBe(false);
    });

    it('a refresh that fails to reach the server keeps the session and reports the 401', async () => {
      store.set('accessToken', 'old');
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { success: false, message: 'Invalid token' })));
      const end = vi.fn();
      setSessionHandlers({ refresh: vi.fn(async () => Promise.reject(new ApiError('offline', 0))), end });
      await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 401 });
      expect(end).not.toHaveBeenCalled();
      expect(store.get('accessToken')).toBe('old');
    });

    it('does not refresh for calls made without a token', async () => {
      const fetchMock = vi.fn(async () => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
      vi.stubGlobal('fetch', fetchMock);
      const refresh = vi.fn(async () => 'x');
      setSessionHandlers({ refresh, end: vi.fn() });
      await expect(apiClient.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({
        status: 401,
        message: 'Invalid email or password',
      });
      await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 401 });
      expect(refresh).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('a 403 saying the account is blocked ends the session; another 403 does not', async () => {
      store.set('accessToken', 'tok');
      const end = vi.fn();
      setSessionHandlers({ refresh: vi.fn(async () => null), end });
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(403, { success: false, message: 'Admin access required' })));
      await expect(apiClient.get('/admin/stats')).rejects.toMatchObject({ status: 403 });
      expect(end).not.toHaveBeenCalled();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(403, { success: false, message: 'Your account has been blocked. Please contact support.' })),
      );
      await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 403 });
      expect(end).toHaveBeenCalledTimes(1);
      expect(end).toHaveBeenCalledWith('Your account has been blocked. Please contact support.');
    });
  });
});
