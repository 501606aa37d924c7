/** Calls the test gateway's API as a client would: a bearer token and a JSON body when given; the answer read as JSON or text. */
export function apiCaller(baseUrl: string) {
  return async (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) });
    const text = await res.text();
    // Bodies are read as loosely typed JSON: the assertions check their shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body, headers: res.headers };
  };
}
