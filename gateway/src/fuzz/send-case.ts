import { request } from 'node:http';
import type { FuzzCase } from './fuzz-case';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

/**
 * Sends a case as it is, bytes and all, through node:http (fetch would re-encode the path and
 * refuse some bodies). Resolves with a `hang` error when no answer comes within `timeoutMs`.
 */
export function sendCase(baseUrl: string, fuzz: FuzzCase, token: string | undefined, timeoutMs: number): Promise<Answer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  const headers: Record<string, string | number> = { accept: 'application/json', connection: 'close' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (fuzz.body) {
    headers['content-length'] = fuzz.body.bytes.length;
    if (fuzz.body.contentType) headers['content-type'] = fuzz.body.contentType;
    if (fuzz.body.contentEncoding) headers['content-encoding'] = fuzz.body.contentEncoding;
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A server that refuses a large body answers and closes before reading it: the answer counts.
      res.on('error', () => undefined);
      res.on('close', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`hang: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    req.end(fuzz.body?.bytes);
  });
}
