import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedOutcome, type SimulatedOutcome } from './momo-test-numbers';
import {
  basicCredentials,
  badRequest,
  checkRequestToPayBody,
  DUPLICATE_REFERENCE,
  INVALID_SUBSCRIPTION,
  isUuidV4,
  LOGIN_FAILED,
  NOT_AUTHORIZED,
  NOT_FOUND,
  type RequestToPayBody,
  type SimulatorReply,
} from './simulator-checks';

export interface MomoSimulatorOptions {
  host?: string;
  port?: number;
  /** The credentials it accepts; generated when absent. */
  credentials?: MomoCredentials;
  targetEnvironment?: string;
  /** Default: EUR in the sandbox (as MTN's sandbox), RWF elsewhere. */
  currency?: string;
  tokenTtlSeconds?: number;
  /** Numbers other than the test numbers approve after this long. Default 2000 ms. */
  approveAfterMs?: number;
}

export interface MomoCredentials {
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
}

/** One request as the simulator received it (header names lower-case). */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

interface StoredRequestToPay extends RequestToPayBody {
  referenceId: string;
  receivedAt: number;
  financialTransactionId: string;
}

const MAX_BODY_BYTES = 64 * 1024;
const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';

/**
 * MTN MoMo Collection API, simulated over HTTP: token, request-to-pay and its status, with
 * MTN's checks (Basic auth, subscription key, bearer token, reference id, target environment,
 * body) and MTN's answers. The payer's number decides the outcome (momo-test-numbers.ts).
 * It is the embedded default provider and what the tests run against.
 */
export class MomoSimulator {
  readonly received: ReceivedRequest[] = [];
  readonly requests = new Map<string, StoredRequestToPay>();
  tokensIssued = 0;
  private readonly tokens = new Map<string, number>();
  private readonly answers = new Map<string, SimulatedOutcome>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly credentials: MomoCredentials,
    readonly targetEnvironment: string,
    readonly currency: string,
    private readonly options: MomoSimulatorOptions,
  ) {}

  static async start(options: MomoSimulatorOptions = {}): Promise<MomoSimulator> {
    const credentials = options.credentials ?? {
      apiUser: randomUUID(),
      apiKey: randomBytes(16).toString('hex'),
      subscriptionKey: randomBytes(16).toString('hex'),
    };
    const targetEnvironment = options.targetEnvironment ?? 'sandbox';
    const currency = options.currency ?? (targetEnvironment === 'sandbox' ? 'EUR' : 'RWF');
    const host = options.host ?? '127.0.0.1';
    const ready: { simulator?: MomoSimulator } = {};
    const server = createServer((req, res) => void ready.simulator?.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    ready.simulator = new MomoSimulator(server, `http://${host}:${port}`, credentials, targetEnvironment, currency, options);
    return ready.simulator;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Invalidates every token issued so far, as MTN does when it rotates them. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** The payer answers a request now, whatever its number (e.g. approves a prompt late, on a slow phone). */
  answer(referenceId: string, outcome: SimulatedOutcome): void {
    this.answers.set(referenceId.toLowerCase(), outcome);
  }

  /** Requests received on one path (e.g. `/collection/v1_0/requesttopay`). */
  receivedOn(method: string, path: string): ReceivedRequest[] {
    return this.received.filter((request) => request.method === method && request.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return send(res, badRequest('Body must be JSON of at most 64 KB'));
    }
    this.received.push({ method: req.method ?? '', path, headers, ...(body === undefined ? {} : { body }) });
    send(res, this.route(req.method ?? '', path, headers, body));
  }

  private route(method: string, path: string, headers: Record<string, string>, body: unknown): SimulatorReply {
    if (headers['ocp-apim-subscription-key'] !== this.credentials.subscriptionKey) return INVALID_SUBSCRIPTION;
    if (method === 'POST' && path === '/collection/token/') return this.issueToken(headers);
    if (!this.authorised(headers.authorization)) return NOT_AUTHORIZED;
    if (headers['x-target-environment'] !== this.targetEnvironment) return badRequest('Unknown X-Target-Environment');
    if (method === 'POST' && path === REQUEST_TO_PAY) return this.requestToPay(headers, body);
    if (method === 'GET' && path.startsWith(`${REQUEST_TO_PAY}/`)) return this.status(decodeURIComponent(path.slice(REQUEST_TO_PAY.length + 1)));
    return NOT_FOUND;
  }

  private issueToken(headers: Record<string, string>): SimulatorReply {
    const given = basicCredentials(headers.authorization);
    if (given?.user !== this.credentials.apiUser || given.key !== this.credentials.apiKey) return LOGIN_FAILED;
    const ttl = this.options.tokenTtlSeconds ?? 3600;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + ttl * 1000);
    this.tokensIssued += 1;
    return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: ttl } };
  }

  private authorised(header: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1];
    const expiresAt = token ? this.tokens.get(token) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  private requestToPay(headers: Record<string, string>, body: unknown): SimulatorReply {
    const referenceId = headers['x-reference-id'];
    if (!isUuidV4(referenceId)) return badRequest('X-Reference-Id must be a UUID version 4');
    if (this.requests.has(referenceId.toLowerCase())) return DUPLICATE_REFERENCE;
    const checked = checkRequestToPayBody(body, this.currency);
    if (typeof checked === 'string') return badRequest(checked);
    this.requests.set(referenceId.toLowerCase(), {
      ...checked,
      referenceId,
      receivedAt: Date.now(),
      financialTransactionId: String(randomInt(100_000_000, 999_999_999)),
    });
    return { status: 202 };
  }

  private status(referenceId: string): SimulatorReply {
    const request = this.requests.get(referenceId.toLowerCase());
    if (!request) return NOT_FOUND;
    const outcome = this.answers.get(referenceId.toLowerCase()) ?? simulatedOutcome(request.payer.partyId, Date.now() - request.receivedAt, this.options.approveAfterMs ?? 2000);
    return {
      status: 200,
      body: {
        amount: request.amount,
        currency: request.currency,
        externalId: request.externalId,
        payer: request.payer,
        payerMessage: request.payerMessage ?? '',
        payeeNote: request.payeeNote ?? '',
        status: outcome.status,
        ...(outcome.status === 'SUCCESSFUL' ? { financialTransactionId: request.financialTransactionId } : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      },
    };
  }
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
