import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { startSimulatorServer, type ReceivedRequest, type SimulatorServer } from '../provider-http/simulator-server';
import { simulatedOutcome, type SimulatedOutcome } from './momo-test-numbers';
import { SimulatedMomoRefunds, type CollectedPayment } from './simulated-momo-refunds';
import {
  basicCredentials,
  badRequest,
  checkRefundBody,
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

export type { ReceivedRequest };

export interface MomoSimulatorOptions {
  host?: string;
  port?: number;
  /** The Collection credentials it accepts; generated when absent. */
  credentials?: MomoCredentials;
  /** The Disbursement credentials it accepts (refunds); generated when absent. */
  disbursementCredentials?: MomoCredentials;
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

type Product = 'collection' | 'disbursement';

interface StoredRequestToPay extends RequestToPayBody {
  referenceId: string;
  receivedAt: number;
  financialTransactionId: string;
}

const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';
const REFUND = '/disbursement/v1_0/refund';

const generatedCredentials = (): MomoCredentials => ({
  apiUser: randomUUID(),
  apiKey: randomBytes(16).toString('hex'),
  subscriptionKey: randomBytes(16).toString('hex'),
});

/**
 * MTN MoMo simulated over HTTP: the Collection API (token, request-to-pay and its status) and
 * the Disbursement API's refunds (token, refund and its status), each product with its own
 * credentials and tokens, with MTN's checks (Basic auth, subscription key, bearer token, reference
 * id, target environment, body) and MTN's answers. The payer's number decides a payment's outcome
 * (momo-test-numbers.ts). It is the embedded default provider and what the tests run against.
 */
export class MomoSimulator {
  readonly received: ReceivedRequest[] = [];
  readonly requests = new Map<string, StoredRequestToPay>();
  /** Tokens issued, of both products. */
  tokensIssued = 0;
  private readonly tokens = new Map<string, { product: Product; expiresAt: number }>();
  private readonly answers = new Map<string, SimulatedOutcome>();
  private readonly refundBook = new SimulatedMomoRefunds((referenceId) => this.collected(referenceId));

  private constructor(
    private readonly server: SimulatorServer,
    readonly credentials: MomoCredentials,
    readonly disbursementCredentials: MomoCredentials,
    readonly targetEnvironment: string,
    readonly currency: string,
    private readonly options: MomoSimulatorOptions,
  ) {}

  static async start(options: MomoSimulatorOptions = {}): Promise<MomoSimulator> {
    const targetEnvironment = options.targetEnvironment ?? 'sandbox';
    const currency = options.currency ?? (targetEnvironment === 'sandbox' ? 'EUR' : 'RWF');
    const ready: { simulator?: MomoSimulator } = {};
    const server = await startSimulatorServer(options, (request) => ready.simulator!.handle(request), badRequest('Body must be JSON of at most 64 KB'));
    ready.simulator = new MomoSimulator(
      server,
      options.credentials ?? generatedCredentials(),
      options.disbursementCredentials ?? generatedCredentials(),
      targetEnvironment,
      currency,
      options,
    );
    return ready.simulator;
  }

  get url(): string {
    return this.server.url;
  }

  /** The refunds received, by their X-Reference-Id (lower-case). */
  get refunds(): ReadonlyMap<string, { referenceIdToRefund: string; amount: string; status: string; reason?: string }> {
    return this.refundBook.refunds;
  }

  close(): Promise<void> {
    return this.server.close();
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

  private handle(request: ReceivedRequest): SimulatorReply {
    this.received.push(request);
    const { method, path, headers, body } = request;
    const product: Product = path.startsWith('/disbursement/') ? 'disbursement' : 'collection';
    const credentials = product === 'disbursement' ? this.disbursementCredentials : this.credentials;
    if (headers['ocp-apim-subscription-key'] !== credentials.subscriptionKey) return INVALID_SUBSCRIPTION;
    if (method === 'POST' && path === `/${product}/token/`) return this.issueToken(product, credentials, headers);
    if (!this.authorised(product, headers.authorization)) return NOT_AUTHORIZED;
    if (headers['x-target-environment'] !== this.targetEnvironment) return badRequest('Unknown X-Target-Environment');
    if (method === 'POST' && path === REQUEST_TO_PAY) return this.requestToPay(headers, body);
    if (method === 'GET' && path.startsWith(`${REQUEST_TO_PAY}/`)) return this.status(decodeURIComponent(path.slice(REQUEST_TO_PAY.length + 1)));
    if (method === 'POST' && path === REFUND) return this.refund(headers, body);
    if (method === 'GET' && path.startsWith(`${REFUND}/`)) return this.refundBook.status(decodeURIComponent(path.slice(REFUND.length + 1)));
    return NOT_FOUND;
  }

  private issueToken(product: Product, credentials: MomoCredentials, headers: Record<string, string>): SimulatorReply {
    const given = basicCredentials(headers.authorization);
    if (given?.user !== credentials.apiUser || given.key !== credentials.apiKey) return LOGIN_FAILED;
    const ttl = this.options.tokenTtlSeconds ?? 3600;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { product, expiresAt: Date.now() + ttl * 1000 });
    this.tokensIssued += 1;
    return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: ttl } };
  }

  /** A token opens only the product that issued it. */
  private authorised(product: Product, header: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1];
    const issued = token ? this.tokens.get(token) : undefined;
    return issued?.product === product && Date.now() < issued.expiresAt;
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
    const outcome = this.outcomeOf(request);
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

  private refund(headers: Record<string, string>, body: unknown): SimulatorReply {
    const referenceId = headers['x-reference-id'];
    if (!isUuidV4(referenceId)) return badRequest('X-Reference-Id must be a UUID version 4');
    if (this.refundBook.has(referenceId)) return DUPLICATE_REFERENCE;
    const checked = checkRefundBody(body, this.currency);
    if (typeof checked === 'string') return badRequest(checked);
    return this.refundBook.create(referenceId, checked);
  }

  private collected(referenceId: string): CollectedPayment | undefined {
    const request = this.requests.get(referenceId.toLowerCase());
    return request && { request, outcome: this.outcomeOf(request) };
  }

  private outcomeOf(request: StoredRequestToPay): SimulatedOutcome {
    return (
      this.answers.get(request.referenceId.toLowerCase()) ??
      simulatedOutcome(request.payer.partyId, Date.now() - request.receivedAt, this.options.approveAfterMs ?? 2000)
    );
  }
}
