import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { vsdcTimestamp } from '@shop/domain';
import { VSDC_RESULT, VSDC_ROUTES, type VsdcEnvelope } from '../vsdc/vsdc-api';
import { loadState, newState, saveState, type EmulatedItem, type EmulatedSale, type EmulatorState } from './emulator-state';
import type { Fields } from './field-checks';
import { VsdcLedger, type LedgerAnswer } from './vsdc-ledger';

export interface VsdcEmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: a free port. */
  port?: number;
  tin: string;
  bhfId: string;
  /** Where counters, sales and items are kept across restarts; in memory only when absent. */
  statePath?: string;
  /** Default SDC010000001. */
  sdcId?: string;
  /** Default WIS01000001. */
  mrcNo?: string;
}

/**
 * How the next sales submissions fail:
 * - '894': answered at once with 894 (the VSDC could not reach RRA), nothing recorded;
 * - 'timeout': never answered, nothing recorded;
 * - 'accept-then-timeout': recorded and signed as usual, but the answer is never sent.
 */
export type VsdcFailure = '894' | 'timeout' | 'accept-then-timeout';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * RRA's VSDC over HTTP, emulated: initialisation, code tables, item registration, sales and the
 * sale lookup, with the VSDC's checks (vsdc-ledger.ts) and answers. It is the embedded default
 * fiscal device and what the tests run against; it can be told to fail, and to go offline.
 */
export class VsdcEmulator {
  private readonly failures: VsdcFailure[] = [];
  private offline = false;
  private closed = false;
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly server: Server,
    private readonly state: EmulatorState,
    private readonly ledger: VsdcLedger,
    private readonly options: VsdcEmulatorOptions,
    readonly url: string,
    readonly port: number,
  ) {}

  static async start(options: VsdcEmulatorOptions): Promise<VsdcEmulator> {
    const identity = { tin: options.tin, bhfId: options.bhfId, sdcId: options.sdcId ?? 'SDC010000001', mrcNo: options.mrcNo ?? 'WIS01000001' };
    const state = options.statePath ? await loadState(options.statePath, identity) : newState(identity);
    const host = options.host ?? '127.0.0.1';
    const ready: { emulator?: VsdcEmulator } = {};
    const server = createServer((req, res) => void ready.emulator?.handle(req, res));
    // Offline: every connection is dropped as it arrives, as when the VSDC's host is down.
    server.on('connection', (socket: Socket) => {
      if (ready.emulator?.offline) socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    ready.emulator = new VsdcEmulator(server, state, new VsdcLedger(state, () => new Date()), options, `http://${host}:${port}`, port);
    return ready.emulator;
  }

  get statePath(): string | undefined {
    return this.options.statePath;
  }

  get tin(): string {
    return this.state.tin;
  }

  get bhfId(): string {
    return this.state.bhfId;
  }

  /** The next `times` sales submissions fail this way. */
  failNext(kind: VsdcFailure, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(kind);
  }

  /** Drops every connection, open or new, until goOnline. */
  goOffline(): void {
    this.offline = true;
    this.server.closeAllConnections();
  }

  goOnline(): void {
    this.offline = false;
  }

  /** The sales recorded, oldest first (copies). */
  sales(): EmulatedSale[] {
    return structuredClone(this.state.sales);
  }

  /** The items registered (copies). */
  items(): EmulatedItem[] {
    return structuredClone(Object.values(this.state.items));
  }

  /** Stops and starts again on the same port from what was persisted, as a shop restart does. */
  async restart(): Promise<VsdcEmulator> {
    await this.close();
    return VsdcEmulator.start({ ...this.options, port: this.port });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.saving;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://vsdc').pathname;
    const route = ROUTES[path];
    if (!route) return send(res, 404, this.envelope(VSDC_RESULT.unknown, `No route ${path}`));
    if (req.method !== 'POST') return send(res, 405, this.envelope(VSDC_RESULT.invalidMethod, 'Invalid request method'));
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return send(res, 200, this.envelope(VSDC_RESULT.parameterError, 'The body must be JSON of at most 1 MB'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return send(res, 200, this.envelope(VSDC_RESULT.bodyMissing, 'Request body is missing'));

    const failure = path === VSDC_ROUTES.saveSale ? this.failures.shift() : undefined;
    if (failure === '894') return send(res, 200, this.envelope(VSDC_RESULT.communicationError, 'An error regarding server communication'));
    if (failure === 'timeout') return hold(res);
    const answer = route(this.ledger, body as Fields);
    try {
      if (answer.changed) await this.persist();
    } catch {
      // Kept in memory, not on disk: a resend finds it (994) until a restart loses it.
      return send(res, 200, this.envelope(VSDC_RESULT.unknown, 'The VSDC could not store the data'));
    }
    if (failure === 'accept-then-timeout') return hold(res);
    send(res, 200, answer.envelope);
  }

  /** Writes follow each other, so the file always ends at the latest state. */
  private persist(): Promise<void> {
    const path = this.options.statePath;
    if (!path) return Promise.resolve();
    const write = this.saving.then(() => saveState(path, this.state));
    // A failed write fails its own request; the next write tries again from the whole state.
    this.saving = write.catch(() => undefined);
    return write;
  }

  private envelope(resultCd: string, resultMsg: string): VsdcEnvelope {
    return { resultCd, resultMsg, resultDt: vsdcTimestamp(new Date()), data: null };
  }
}

const ROUTES: Record<string, (ledger: VsdcLedger, body: Fields) => LedgerAnswer> = {
  [VSDC_ROUTES.init]: (ledger, body) => ledger.init(body),
  [VSDC_ROUTES.codes]: (ledger, body) => ledger.codes(body),
  [VSDC_ROUTES.saveItem]: (ledger, body) => ledger.saveItem(body),
  [VSDC_ROUTES.saveSale]: (ledger, body) => ledger.saveSale(body),
  [VSDC_ROUTES.selectSale]: (ledger, body) => ledger.selectSale(body),
};

/** Never answers: the client's own time-out ends the exchange, or close() does. */
function hold(_res: ServerResponse): void {}

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

function send(res: ServerResponse, status: number, envelope: VsdcEnvelope): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(envelope));
}
