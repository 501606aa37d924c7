// Wires the payments core to its adapters and returns the PaymentsApi. Both the service's own
// process (main.ts) and the gateway's in-process composition call createPaymentsService, with the
// providers they opened (openPaymentProviders).
import { PAYMENT_FIRST_POLL_DELAY_MS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from '@shop/domain';
import type { OrdersApi } from '@shop/orders';
import { OutboxRelay, systemClock, tracedApi, unitOfWorkOf, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { PaymentsApi } from './api/payments-api';
import { OutboxPaymentEvents } from './adapters/events/outbox-payment-events';
import { subscribePaymentCheck } from './adapters/events/payment-check-consumer';
import { subscribeRefundRequested } from './adapters/events/refund-requested-consumer';
import { cryptoIds } from './adapters/crypto/crypto-ids';
import { OrdersApiPayableOrders } from './adapters/orders/orders-api-payable-orders';
import type { PaymentProviders, PaymentProviderSettings } from './adapters/providers/open-payment-providers';
import { openCardForm, type CardFormSettings } from './adapters/card/open-card-form';
import { PaymentPoller } from './adapters/scheduling/payment-poller';
import { DocumentPaymentRepository } from './adapters/storage/document-payment-repository';
import { DocumentRefundRepository } from './adapters/storage/document-refund-repository';
import type { PaymentsPorts } from './core/payments-ports';
import type { Clock } from '@shop/domain';
import { paymentsApiOf } from './payments-api-of';

/**
 * The service's settings; their providers' part (MoMo, Stripe) is what openPaymentProviders
 * reads, the card form's part (Stripe's publishable key and webhook secret) what openCardForm reads.
 */
export interface PaymentsSettings extends PaymentProviderSettings, CardFormSettings {
  /** MOMO_MERCHANT_CODE (default 182000). */
  merchantCode: string;
  supportPhone: string;
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
  /** How long a payment in the card provider's form waits for the shopper (card, 3-D Secure). Default 15 minutes. */
  cardFormWindowMs?: number;
  /** How soon an unconfirmed refund is asked about again. Default 1 minute. */
  refundCheckIntervalMs?: number;
  /** When an unconfirmed refund fails. Default 24 hours. */
  refundDeadlineMs?: number;
  /** Outbox relay poll interval. Default 250 ms. */
  relayIntervalMs?: number;
}

export interface PaymentsServiceDeps {
  documents: DocumentStore;
  /** Where the outbox relay publishes payment.settled and payment.proof-submitted; payment.check-requested is consumed from it. */
  events: EventBus;
  /** The orders service, in-process or GrpcOrdersApi: what an order costs and whose it is. */
  orders: Pick<OrdersApi, 'getOrder'>;
  /** The mobile-money and card providers; whoever opened them closes them after `close`. */
  providers: Pick<PaymentProviders, 'momo' | 'airtel' | 'cards'>;
  logger: Logger;
  settings: PaymentsSettings;
  clock?: Clock;
}

export interface PaymentsService {
  api: PaymentsApi;
  /** Stops the poller and the outbox relay. Call before closing the providers, the store and the bus. */
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
      ...(config.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY && config.MOMO_DISBURSEMENT_API_USER && config.MOMO_DISBURSEMENT_API_KEY
        ? {
            disbursement: {
              subscriptionKey: config.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY,
              apiUser: config.MOMO_DISBURSEMENT_API_USER,
              apiKey: config.MOMO_DISBURSEMENT_API_KEY,
            },
          }
        : {}),
    },
    airtel: { baseUrl: config.AIRTEL_BASE_URL, clientId: config.AIRTEL_CLIENT_ID, clientSecret: config.AIRTEL_CLIENT_SECRET },
    merchantCode: config.MOMO_MERCHANT_CODE,
    supportPhone: config.SUPPORT_PHONE,
    stripeSecretKey: config.STRIPE_SECRET_KEY,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    simulators: config.PAYMENT_SIMULATORS,
    production: config.NODE_ENV === 'production',
    pollIntervalMs: PAYMENT_POLL_INTERVAL_MS,
    pollDeadlineMs: PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_ATTEMPTS,
    firstPollDelayMs: PAYMENT_FIRST_POLL_DELAY_MS,
  };
}

/** Ensures the indexes, subscribes the payment-check consumer, starts the poller and the outbox relay. */
export async function createPaymentsService(deps: PaymentsServiceDeps): Promise<PaymentsService> {
  const { documents, events, providers, logger, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const cardForm = { ...(await openCardForm(settings, logger)), windowMs: settings.cardFormWindowMs };
  const payments = new DocumentPaymentRepository(documents);
  const refunds = new DocumentRefundRepository(documents);
  await payments.ensureIndexes();
  await refunds.ensureIndexes();
  const ports: PaymentsPorts = {
    payments,
    orders: new OrdersApiPayableOrders(deps.orders),
    wallets: { mtn: providers.momo, airtel: providers.airtel },
    cards: providers.cards,
    refunds,
    events: new OutboxPaymentEvents(documents),
    clock,
    ids: cryptoIds,
    logger,
    unitOfWork: unitOfWorkOf(documents),
    rules: {
      merchantCode: settings.merchantCode,
      supportPhone: settings.supportPhone,
      pollIntervalMs: settings.pollIntervalMs,
      pollDeadlineMs: settings.pollDeadlineMs,
      firstPollDelayMs: settings.firstPollDelayMs ?? PAYMENT_FIRST_POLL_DELAY_MS,
      lateCheckIntervalMs: settings.lateCheckIntervalMs ?? 60_000,
      lateCheckWindowMs: settings.lateCheckWindowMs ?? 30 * 60_000,
      cardDeadlineMs: settings.cardDeadlineMs ?? 2 * 60_000,
      refundCheckIntervalMs: settings.refundCheckIntervalMs ?? 60_000,
      refundDeadlineMs: settings.refundDeadlineMs ?? 24 * 60 * 60_000,
    },
  };
  const { api, poller, late, settlement, proofs, recheck, refund, refunds: refundChecks } = paymentsApiOf(ports, cardForm);
  await subscribePaymentCheck({ events, documents, recheck: (request) => recheck.execute(request) });
  await subscribeRefundRequested({ events, documents, refund: (request) => refund.execute(request) });
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: settings.relayIntervalMs });
  relay.start();
  const rounds = new PaymentPoller({
    round: async () => {
      await poller.pollDue();
      await late.checkDue();
      await settlement.recordPending();
      await proofs.recordPending();
      await refundChecks.checkDue();
    },
    intervalMs: Math.max(10, Math.min(settings.pollIntervalMs, 1000)),
    logger,
  });
  rounds.start();
  logger.info({ merchantCode: settings.merchantCode }, 'payments service ready');
  return {
    api: tracedApi('payments', api),
    close: async () => {
      await rounds.stop();
      await relay.stop();
    },
  };
}
