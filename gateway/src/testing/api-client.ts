/** The shop's HTTP API as tests call it: JSON in and out, a bearer token, no redirects followed. */
export function apiClient(baseUrl: string) {
  const api = async (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers,
      redirect: 'manual',
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body, headers: res.headers };
  };

  const login = async (email: string, password: string) => {
    const res = await api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { accessToken: string; refreshToken: string; user: { id: string } };
  };

  return { api, login };
}

export type ApiClient = ReturnType<typeof apiClient>;
