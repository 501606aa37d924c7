// One POST to the VSDC, bounded by a time-out. Network trouble is a value, never a throw:
// every caller turns it into "try again".

export type VsdcCall =
  | { reached: true; status: number; body: unknown }
  | { reached: false; timedOut: boolean; message: string };

export async function postToVsdc(baseUrl: string, path: string, body: unknown, timeoutMs: number): Promise<VsdcCall> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { reached: true, status: response.status, body: parseJson(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      reached: false,
      timedOut: name === 'TimeoutError' || name === 'AbortError',
      message: error instanceof Error ? describe(error) : String(error),
    };
  }
}

/** fetch's TypeError says only "fetch failed"; the cause names what went wrong (ECONNREFUSED…). */
function describe(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message}: ${detail}` : error.message;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
