// JSON over HTTP to the shop, on the connections of one life of the process: a request the kill
// cuts off rejects (no answer) instead of hanging or being retried on a new connection.
import { request, type Agent } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** No HTTP answer came back: the connection was refused, reset or closed. */
export class NoAnswerError extends Error {
  constructor(cause: unknown) {
    super(`no answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NoAnswerError';
  }
}

export function call(baseUrl: string, agent: Agent, path: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => reject(new NoAnswerError(error)));
      res.on('aborted', () => reject(new NoAnswerError(new Error('response aborted'))));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => reject(new NoAnswerError(error)));
    req.end(payload);
  });
}
