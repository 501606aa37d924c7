// Wires the payments core to its adapters and returns the PaymentsApi. Both the service's own
// process (main.ts) and the gateway's in-process composition call createPaymentsService.
import { PAYMENT_FIRST_POLL_DELAY_MS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from '@shop/domain';
import type { OrdersApi } from '@shop/orders';
import { OutboxRelay, systemClock, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { PaymentsApi } from './api/payments-api';
import { SimulatedCardGateway } from './adapters/card/simulated-card-gateway';
import { OutboxPaymentEvents } from './adapters/events/outbox-payment-events';
import { subscribePaymentCheck } from './adapters/events/payment-check-consumer';
import { cryptoIds } from './adapters/crypto/crypto-ids';
import { MomoSimulator } from './adapters/momo-simulator/momo-simulator';
import { MtnMomoCollectionGateway } from './adapters/mtn-momo/mtn-momo-collection-gateway';
import { OrdersApiPayableOrders } from './adapters/orders/orders-api-payable-orders';
import { PaymentPoller } from './adapters/scheduling/payment-poller';
import { DocumentPaymentRepository } from './adapters/storage/document-payment-repository';
import type { CardGateway } from './core/ports/card-gateway.port';
import type { PaymentsPorts } from './core/payments-ports';
import type { Clock } from '@shop/domain';
import { paymentsApiOf } from './payments-api-of';

export interface MomoSettings {
  /** MOMO_BASE_URL; absent: the built-in simulator is started on 127.0.0.1 and used over HTTP. */
  baseUrl?: string;
  subscriptionKey?: string;
  apiUser?: string;
  apiKey?: string;
  /** MOMO_TARGET_ENV: `sandbox` (EUR, as MTN's sandbox) or a production environment (RWF). */
  targetEnvironment: string;
  /** Where MTN may call back (PUBLIC_URL + /api/v1/payments/momo/callback); callbacks only bring a poll forward. */
  callbackUrl?: string;
  /** Per HTTP call to the provider. Default 10 s. */
  timeoutMs?: number;
}

export interface PaymentsSettings {
  momo: MomoSettings;
  /** MOMO_MERCHANT_CODE (default 182000). */
  merchantCode: string;
  supportPhone: string;
  /** STRIPE_SECRET_KEY; absent: the card simulator (Stripe's test-card behaviour). */
  stripeSecretKey?: string;
  /** How often a PENDING mobile-money payment is polled (SPEC: every 10 s). */
  pollIntervalMs: number;
  /** When a PENDING mobile-money payment gives up as 'timed out' (SPEC: after 30 polls). */
  pollDeadlineMs: number;
  /** The first poll of a new prompt (capped at the interval). Default 2 s. */
  firstPollDelayMs?: number;
  /** How often a timed-out prompt is asked about again (a late approval). Default 1 minute. */
  lateCheckIntervalMs?: number;
  /** For how long after it timed out. Default 30 minutes, the order's reservation. */
  lateCheckWindowMs?: number;
  /** When a card payment left PENDING by a crash is failed. Default 2 minutes. */
  cardDeadlineMs?: number;
  /** The simulator's approval delay for non-test numbers. Default 2 s. */
  simulatorApproveAfterMs?: number;
  /** Outbox relay poll interval. Default 250 ms. */
  relayIntervalMs?: number;
}

export interface PaymentsServiceDeps {
  documents: DocumentStore;
  /** Where the outbox relay publishes payment.settled and payment.proof-submitted; payment.check-requested is consumed from it. */
  events: EventBus;
  /** The orders service, in-process or GrpcOrdersApi: what an order costs and whose it is. */
  orders: Pick<OrdersApi, 'getOrder'>;
  logger: Logger;
  settings: PaymentsSettings;
  clock?: Clock;
}

export interface PaymentsService {
  api: PaymentsApi;
  /** The embedded MoMo simulator, when MOMO_BASE_URL is not set. */
  simulator?: MomoSimulator;
  /** Stops the poller, the outbox relay and the simulator. Call before closing the store and bus. */
  close(): Promise<void>;
}

/** The settings both topologies derive from the environment. */
export function paymentsSettingsFrom(config: Config): PaymentsSettings {
  const publicUrl = config.PUBLIC_URL;
  return {
    momo: {
      baseUrl: config.MOMO_BASE_URL,
      subscriptionKey: config.MOMO_SUBSCRIPTION_KEY,
      apiUser: config.MOMO_API_USER,
      apiKey: config.MOMO_API_KEY,
      targetEnvironment: config.MOMO_TARGET_ENV,
      // A real provider can only call back to a public HTTPS address.
      ...(config.MOMO_BASE_URL && publicUrl.startsWith('https://') ? { callbackUrl: `${publicUrl}/api/v1/payments/momo/callback` } : {}),
    },
    merchantCode: config.MOMO_MERCHANT_CODE,
    supportPhone: config.SUPPORT_PHONE,
    stripeSecretKey: config.STRIPE_SECRET_KEY,
    pollIntervalMs: PAYMENT_POLL_INTERVAL_MS,
    pollDeadlineMs: PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_ATTEMPTS,
    firstPollDelayMs: PAYMENT_FIRST_POLL_DELAY_MS,
  };
}

/** Ensures the indexes, starts the simulator (when embedded), the poller and the outbox relay. */
export async function createPaymentsService(deps: PaymentsServiceDeps): Promise<PaymentsService> {
  const { documents, events, logger, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const payments = new DocumentPaymentRepository(documents);
  await payments.ensureIndexes();
  const simulator = settings.momo.baseUrl
    ? undefined
    : await MomoSimulator.start({ targetEnvironment: settings.momo.targetEnvironment, approveAfterMs: settings.simulatorApproveAfterMs });
  const ports: PaymentsPorts = {
    payments,
    orders: new OrdersApiPayableOrders(deps.orders),
    momo: new MtnMomoCollectionGateway({ ...momoConnection(settings.momo, simulator), logger, clock }),
    cards: await cardGateway(settings.stripeSecretKey, logger),
    events: new OutboxPaymentEvents(documents),
    clock,
    ids: cryptoIds,
    logger,
    rules: {
      merchantCode: settings.merchantCode,
      supportPhone: settings.supportPhone,
      pollIntervalMs: settings.pollIntervalMs,
      pollDeadlineMs: settings.pollDeadlineMs,
      firstPollDelayMs: settings.firstPollDelayMs ?? PAYMENT_FIRST_POLL_DELAY_MS,
      lateCheckIntervalMs: settings.lateCheckIntervalMs ?? 60_000,
      lateCheckWindowMs: settings.lateCheckWindowMs ?? 30 * 60_000,
      cardDeadlineMs: settings.cardDeadlineMs ?? 2 * 60_000,
    },
  };
  const { api, poller, late, settlement, proofs, recheck } = paymentsApiOf(ports);
  await subscribePaymentCheck({ events, documents, recheck: (request) => recheck.execute(request) });
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: settings.relayIntervalMs });
  relay.start();
  const rounds = new PaymentPoller({
    round: async () => {
      await poller.pollDue();
      await late.checkDue();
      await settlement.recordPending();
      await proofs.recordPending();
    },
    intervalMs: Math.max(10, Math.min(settings.pollIntervalMs, 1000)),
    logger,
  });
  rounds.start();
  logger.info(
    { momo: simulator ? `simulator ${simulator.url}` : 'MTN MoMo', card: settings.stripeSecretKey ? 'Stripe' : 'simulator' },
    'payments service ready',
  );
  return {
    api,
    simulator,
    close: async () => {
      await rounds.stop();
      await relay.stop();
      await simulator?.close();
    },
  };
}

/** The Stripe SDK is loaded only when a key is configured. */
async function cardGateway(secretKey: string | undefined, logger: Logger): Promise<CardGateway> {
  if (!secretKey) return new SimulatedCardGateway();
  const { StripeCardGateway } = await import('./adapters/card/stripe-card-gateway');
  return new StripeCardGateway({ secretKey, logger });
}

function momoConnection(momo: MomoSettings, simulator: MomoSimulator | undefined) {
  if (simulator) {
    return { baseUrl: simulator.url, ...simulator.credentials, targetEnvironment: simulator.targetEnvironment, timeoutMs: momo.timeoutMs };
  }
  const { baseUrl, subscriptionKey, apiUser, apiKey } = momo;
  if (!baseUrl || !subscriptionKey || !apiUser || !apiKey) {
    throw new Error('MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY must be set when MOMO_BASE_URL is set');
  }
  return { ...momo, baseUrl, subscriptionKey, apiUser, apiKey };
}
