// A small HTTP load generator, run in its own process so that it does not share an event loop
// with what it measures: N keep-alive connections, each sending its next request as soon as the
// previous answer has been read, for a fixed time. Prints one JSON line of figures.
//
//   node --import tsx scripts/bench/load/http-load.ts '<spec as JSON>'   (or `-` to read it from stdin)
//
// The spec is a LoadSpec. A request answered with a status outside 200-299, or not answered
// (network error, timeout), is an error; a few of their answers are kept as samples.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is (JSON already encoded). */
  body?: string;
}

export interface LoadSpec {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  connections: number;
  durationMs: number;
  /** Taken in turn, each connection starting at its own offset. */
  requests: LoadRequest[];
  /** When set, every request carries `Idempotency-Key: <prefix>-<n>` with a new n. */
  idempotencyKeyPrefix?: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /**
   * A fixed rate instead of as fast as the connections go: request n is due at n / rate seconds,
   * sent on the first free connection, and its latency counts from when it was due (so a queue
   * behind a slow answer shows in the figures).
   */
  ratePerSecond?: number;
}

export interface LoadFigures {
  connections: number;
  /** The fixed rate asked for, if any. */
  ratePerSecond?: number;
  /** At a fixed rate: requests that were due but not sent before the time was up (no connection was free). */
  missed?: number;
  durationMs: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** Answers by status; `network` for requests that got none. */
  statuses: Record<string, number>;
  errorSamples: string[];
}

const MAX_SAMPLES = 5;

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const base = new URL(spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections, maxFreeSockets: spec.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errorSamples: string[] = [];
  let errors = 0;
  let sequence = 0;
  const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const sample = (text: string) => {
    if (errorSamples.length < MAX_SAMPLES) errorSamples.push(text.slice(0, 500));
  };

  const send = (request: LoadRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string> = { ...request.headers };
      if (spec.idempotencyKeyPrefix) headers['Idempotency-Key'] = `${spec.idempotencyKeyPrefix}-${(sequence += 1)}`;
      if (request.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(Buffer.byteLength(request.body));
      }
      const req = http.request(
        { host: base.hostname, port: base.port, path: request.path, method: request.method ?? 'GET', headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.setTimeout(spec.timeoutMs ?? 10_000, () => req.destroy(new Error(`no answer within ${spec.timeoutMs ?? 10_000} ms`)));
      req.on('error', reject);
      req.end(request.body);
    });

  const started = performance.now();
  const deadline = started + spec.durationMs;
  let next = 0;
  /** The next request's number and when it is due; undefined when the time is up (a due request not sent by then is missed). */
  const due = (): { i: number; at: number } | undefined => {
    if (performance.now() >= deadline) return undefined;
    const i = next++;
    const at = spec.ratePerSecond ? started + (i * 1000) / spec.ratePerSecond : performance.now();
    return at < deadline ? { i, at } : undefined;
  };
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      for (let slot = due(); slot; slot = due()) {
        const request = spec.requests[slot.i % spec.requests.length]!;
        const wait = slot.at - performance.now();
        if (wait > 0) await sleep(wait);
        const t0 = slot.at;
        try {
          const { status, body } = await send(request);
          latencies.push(performance.now() - t0);
          count(String(status));
          if (status < 200 || status > 299) {
            errors += 1;
            sample(`${request.method ?? 'GET'} ${request.path} → ${status}: ${body}`);
          }
        } catch (error) {
          latencies.push(performance.now() - t0);
          count('network');
          errors += 1;
          sample(`${request.method ?? 'GET'} ${request.path} → ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    connections: spec.connections,
    ...(spec.ratePerSecond
      ? { ratePerSecond: spec.ratePerSecond, missed: Math.max(0, Math.floor((spec.durationMs / 1000) * spec.ratePerSecond) - latencies.length) }
      : {}),
    durationMs: Math.round(elapsed),
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 1000),
    p50Ms: round(at(50)),
    p90Ms: round(at(90)),
    p99Ms: round(at(99)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1]! : 0),
    errors,
    statuses,
    errorSamples,
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const argument = process.argv[2];
if (argument !== undefined && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const spec = JSON.parse(argument === '-' ? await readStdin() : argument) as LoadSpec;
  process.stdout.write(`${JSON.stringify(await runLoad(spec))}\n`);
}
