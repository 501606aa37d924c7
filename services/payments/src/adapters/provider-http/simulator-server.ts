// The HTTP side the provider simulators share: a server on loopback (an ephemeral port by
// default) that reads a JSON body of at most 64 KB and answers JSON.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a simulator received it (header names lower-case). */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface SimulatorReply {
  status: number;
  body?: unknown;
}

export interface SimulatorServer {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Starts the server; `handle` answers every request whose body is empty or JSON, `unreadable`
 * answers the others (as the provider answers a malformed body).
 */
export async function startSimulatorServer(
  options: { host?: string; port?: number },
  handle: (request: ReceivedRequest) => SimulatorReply,
  unreadable: SimulatorReply,
): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return send(res, unreadable);
    }
    send(res, handle({ method: req.method ?? '', path, headers, ...(body === undefined ? {} : { body }) }));
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, reply: SimulatorReply): void {
  if (reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
}
