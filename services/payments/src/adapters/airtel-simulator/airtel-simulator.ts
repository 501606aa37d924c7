import { randomBytes, randomInt } from 'node:crypto';
import { startSimulatorServer, type ReceivedRequest, type SimulatorReply, type SimulatorServer } from '../provider-http/simulator-server';
import { AIRTEL_OUTCOMES, simulatedAirtelOutcome, type AirtelOutcome } from './airtel-test-numbers';
import {
  checkCollectionBody,
  envelope,
  INVALID_CLIENT,
  INVALID_TOKEN,
  invalid,
  NOT_FOUND,
  refundedMoneyId,
  SUCCESS_RESULT,
  type CollectionBody,
} from './airtel-simulator-checks';

export interface AirtelSimulatorOptions {
  host?: string;
  port?: number;
  /** The client credentials it accepts; generated when absent. */
  clientId?: string;
  clientSecret?: string;
  /** Airtel's tokens live about 3 minutes. Default 180 s. */
  tokenTtlSeconds?: number;
  /** Numbers other than the test numbers approve after this long. Default 2000 ms. */
  approveAfterMs?: number;
}

export interface AirtelCredentials {
  clientId: string;
  clientSecret: string;
}

interface StoredCollection extends CollectionBody {
  receivedAt: number;
  /** Airtel's own id of the transaction, disclosed once it succeeded; what a refund names. */
  airtelMoneyId: string;
}

export interface SimulatedAirtelRefund {
  /** The refunded collection's transaction id (ours). */
  transactionId: string;
  amount: number;
  airtelMoneyId: string;
}

const TOKEN = '/auth/oauth2/token';
const COLLECT = '/merchant/v2/payments/';
const ENQUIRY = '/standard/v1/payments/';
const REFUND = '/standard/v1/payments/refund';

const airtelMoneyId = (prefix: string) => `${prefix}${randomInt(100_000, 999_999)}.${randomInt(1000, 9999)}.${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Airtel Money's Open API simulated over HTTP: the OAuth2 client-credentials token, the USSD-push
 * collection, its status enquiry, and the refund, with Airtel's checks (bearer token, X-Country
 * RW, X-Currency RWF, body, unique transaction id) and Airtel's envelope and codes. The payer's
 * number decides the outcome (airtel-test-numbers.ts). A refund returns a successful collection
 * whole, at once, and only once.
 */
export class AirtelSimulator {
  readonly received: ReceivedRequest[] = [];
  /** Collections by our transaction id. */
  readonly transactions = new Map<string, StoredCollection>();
  /** Refunds by the airtel_money_id of the collection they returned. */
  readonly refunds = new Map<string, SimulatedAirtelRefund>();
  tokensIssued = 0;
  private readonly tokens = new Map<string, number>();
  private readonly answers = new Map<string, AirtelOutcome>();

  private constructor(
    private readonly server: SimulatorServer,
    readonly credentials: AirtelCredentials,
    private readonly options: AirtelSimulatorOptions,
  ) {}

  static async start(options: AirtelSimulatorOptions = {}): Promise<AirtelSimulator> {
    const credentials = {
      clientId: options.clientId ?? randomBytes(16).toString('hex'),
      clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    };
    const ready: { simulator?: AirtelSimulator } = {};
    const server = await startSimulatorServer(options, (request) => ready.simulator!.handle(request), invalid('Body must be JSON of at most 64 KB'));
    ready.simulator = new AirtelSimulator(server, credentials, options);
    return ready.simulator;
  }

  get url(): string {
    return this.server.url;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** Invalidates every token issued so far. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** The payer answers a collection now, whatever its number (e.g. approves it late). */
  answer(transactionId: string, outcome: AirtelOutcome): void {
    this.answers.set(transactionId, outcome);
  }

  /** Requests received on one path (e.g. `/merchant/v2/payments/`). */
  receivedOn(method: string, path: string): ReceivedRequest[] {
    return this.received.filter((request) => request.method === method && request.path === path);
  }

  private handle(request: ReceivedRequest): SimulatorReply {
    this.received.push(request);
    const { method, path, headers, body } = request;
    if (method === 'POST' && path === TOKEN) return this.issueToken(body);
    if (!this.authorised(headers.authorization)) return INVALID_TOKEN;
    if (headers['x-country'] !== 'RW') return invalid('Invalid Country Command', 'ESB000034');
    if (headers['x-currency'] !== 'RWF') return invalid('Invalid Currency CodeName', 'ESB000035');
    if (method === 'POST' && path === COLLECT) return this.collect(body);
    if (method === 'POST' && path === REFUND) return this.refund(body);
    if (method === 'GET' && path.startsWith(ENQUIRY)) return this.enquiry(decodeURIComponent(path.slice(ENQUIRY.length)));
    return { status: 404, body: { error: 'Not Found' } };
  }

  private issueToken(body: unknown): SimulatorReply {
    const given = body as { client_id?: unknown; client_secret?: unknown; grant_type?: unknown } | undefined;
    if (given?.grant_type !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (given.client_id !== this.credentials.clientId || given.client_secret !== this.credentials.clientSecret) return INVALID_CLIENT;
    const ttl = this.options.tokenTtlSeconds ?? 180;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + ttl * 1000);
    this.tokensIssued += 1;
    // Airtel sends the lifetime as a string.
    return { status: 200, body: { access_token: token, expires_in: String(ttl), token_type: 'bearer' } };
  }

  private authorised(header: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    const expiresAt = token ? this.tokens.get(token) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  private collect(body: unknown): SimulatorReply {
    const checked = checkCollectionBody(body);
    if (typeof checked === 'string') return invalid(checked);
    if (this.transactions.has(checked.id)) return invalid('Duplicate transaction id');
    this.transactions.set(checked.id, { ...checked, receivedAt: Date.now(), airtelMoneyId: airtelMoneyId('MP') });
    return envelope(200, { transaction: { id: checked.id, status: 'Success.' } }, {
      message: 'SUCCESS',
      resultCode: SUCCESS_RESULT,
      responseCode: AIRTEL_OUTCOMES.inProgress.responseCode,
      success: true,
    });
  }

  private enquiry(transactionId: string): SimulatorReply {
    const collection = this.transactions.get(transactionId);
    if (!collection) return NOT_FOUND;
    const outcome = this.outcomeOf(collection);
    const transaction = {
      id: collection.id,
      status: outcome.status,
      message: outcome.message,
      ...(outcome.status === 'TS' ? { airtel_money_id: collection.airtelMoneyId } : {}),
    };
    return envelope(200, { transaction }, { message: 'SUCCESS', resultCode: SUCCESS_RESULT, responseCode: outcome.responseCode, success: true });
  }

  private refund(body: unknown): SimulatorReply {
    const moneyId = refundedMoneyId(body);
    if (!moneyId) return invalid('transaction.airtel_money_id is required');
    const collection = [...this.transactions.values()].find((stored) => stored.airtelMoneyId === moneyId);
    if (!collection) return refused('Transaction not found', 'DP00800001025');
    if (this.outcomeOf(collection).status !== 'TS') return refused('Only a successful transaction can be refunded', 'DP00800001008');
    if (this.refunds.has(moneyId)) return refused('Transaction already refunded', 'DP00800001008');
    const refund = { transactionId: collection.id, amount: collection.amount, airtelMoneyId: airtelMoneyId('RF') };
    this.refunds.set(moneyId, refund);
    return envelope(200, { transaction: { airtel_money_id: refund.airtelMoneyId, status: 'TS' } }, {
      message: 'SUCCESS',
      resultCode: SUCCESS_RESULT,
      responseCode: AIRTEL_OUTCOMES.successful.responseCode,
      success: true,
    });
  }

  private outcomeOf(collection: StoredCollection): AirtelOutcome {
    return this.answers.get(collection.id) ?? simulatedAirtelOutcome(`250${collection.msisdn}`, Date.now() - collection.receivedAt, this.options.approveAfterMs ?? 2000);
  }
}

/** A refusal of the request as such: Airtel answers it in its envelope, with success false. */
function refused(message: string, responseCode: string): SimulatorReply {
  return envelope(200, {}, { message, resultCode: 'ESB000011', responseCode, success: false });
}
