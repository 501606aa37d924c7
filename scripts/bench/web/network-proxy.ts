// An HTTP proxy between Chromium and the shop that counts every byte the shop sends and, when
// given a network shape, delays and paces them as that network would. It sees the page's requests
// and the service worker's alike, and none that a cache answered: exactly what crossed the network.
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NetworkShape } from './profiles';
import { emptyTransfer, transferKind, type Transfer } from './transfer';

/** Handshakes a new connection costs before its first request: TCP, then TLS 1.3 (the shop is HTTPS in production). */
const HANDSHAKE_ROUND_TRIPS = 2;
/** Body bytes leave in slices this big, so a paced response still arrives progressively. */
const SLICE_BYTES = 4096;

/** One download link that every connection shares, as a phone's radio is. */
class Link {
  private freeAt = 0;
  constructor(private readonly bytesPerMs: number) {}

  /** Resolves when `bytes` have crossed the link, after whatever was queued before them. */
  async carry(bytes: number): Promise<void> {
    const now = performance.now();
    this.freeAt = Math.max(now, this.freeAt) + bytes / this.bytesPerMs;
    const wait = this.freeAt - now;
    if (wait >= 1) await sleep(wait);
  }
}

function statusAndHeaderBytes(answer: IncomingMessage): number {
  let bytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`.length;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) bytes += answer.rawHeaders[i]!.length + answer.rawHeaders[i + 1]!.length + 4;
  return bytes;
}

// Hop-by-hop: each side of the proxy has its own connection and framing.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

export interface NetworkProxy {
  url: string;
  /** From now on, shape the traffic like `network` (null: as fast as it comes). */
  shape(network: NetworkShape | null): void;
  /** What the shop sent since the last call (or since the proxy started). */
  take(): Transfer;
  close(): Promise<void>;
}

export async function startNetworkProxy(shopPort: number): Promise<NetworkProxy> {
  const agent = new Agent({ keepAlive: true });
  let network: NetworkShape | null = null;
  let link: Link | null = null;
  let counted = emptyTransfer();
  const connected = new WeakSet<Socket>();

  async function forward(req: IncomingMessage, res: ServerResponse) {
    const shape = network;
    const shapedLink = link;
    // Half a round trip out, half back; a new connection first pays its handshakes.
    const firstOnConnection = !connected.has(req.socket);
    connected.add(req.socket);
    if (shape) await sleep(shape.rttMs / 2 + (firstOnConnection ? HANDSHAKE_ROUND_TRIPS * shape.rttMs : 0));
    const upstream = request({ host: '127.0.0.1', port: shopPort, method: req.method, path: req.url, headers: req.headers, agent });
    req.pipe(upstream);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      upstream.once('response', resolve);
      upstream.once('error', reject);
    });
    const kind = transferKind(answer.headers['content-type'], req.url ?? '/');
    const response = { path: req.url ?? '/', status: answer.statusCode ?? 0, kind, bytes: 0 };
    counted.requests += 1;
    counted.responses.push(response);
    const count = (bytes: number) => {
      response.bytes += bytes;
      counted.bytes[kind] += bytes;
      counted.total += bytes;
    };
    const headerBytes = statusAndHeaderBytes(answer);
    count(headerBytes);
    if (shape && shapedLink) {
      await sleep(shape.rttMs / 2);
      await shapedLink.carry(headerBytes);
    }
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
    res.flushHeaders();
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      for (let start = 0; start < chunk.length; start += SLICE_BYTES) {
        const slice = chunk.subarray(start, start + SLICE_BYTES);
        count(slice.length);
        if (shapedLink) await shapedLink.carry(slice.length);
        if (res.destroyed) {
          // The browser gave up on it (a navigation away, say): stop reading the shop's answer too.
          answer.destroy();
          return;
        }
        res.write(slice);
      }
    }
    res.end();
  }

  const server = createServer((req, res) => {
    forward(req, res).catch(() => {
      // The browser gave up on the request, or the shop closed the connection: nothing to report.
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    shape(next) {
      network = next;
      // kbps of 1000 bits: bytes per ms = kbps / 8.
      link = next ? new Link(next.downloadKbps / 8) : null;
    },
    take() {
      const taken = counted;
      counted = emptyTransfer();
      return taken;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
