// Wires the orders core to its adapters and returns the OrdersApi. Both the service's own process
// (main.ts) and the gateway's in-process composition call createOrdersService.
import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import { OutboxRelay, systemClock, tracedApi, unitOfWorkOf, type Cache, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { OrdersApi } from './api/orders-api';
import { CachePaymentCheckThrottle } from './adapters/cache/cache-payment-check-throttle';
import { CacheCartSessions } from './adapters/cache/cache-cart-sessions';
import { CatalogApiStock } from './adapters/catalog/catalog-api-stock';
import { IdentityCustomers } from './adapters/identity/identity-customers';
import { cryptoRandomness, sha256Digest } from './adapters/crypto/crypto-randomness';
import { subscribeOrderConsumers } from './adapters/events/order-event-consumers';
import { OutboxOrderEvents } from './adapters/events/outbox-order-events';
import { subscribeProofSubmitted } from './adapters/events/proof-submitted-consumer';
import { PeriodicRound } from './adapters/scheduling/periodic-round';
import { DocumentCouponRepository } from './adapters/storage/document-coupon-repository';
import { DocumentDeliveryZoneStore } from './adapters/storage/document-delivery-zone-store';
import { DocumentIdempotencyStore } from './adapters/storage/document-idempotency-store';
import { DocumentOrderRepository } from './adapters/storage/document-order-repository';
import { DocumentFiscalReceiptRepository } from './adapters/storage/document-fiscal-receipt-repository';
import { DocumentRefundRepository } from './adapters/storage/document-refund-repository';
import { DocumentSubscriberDirectory } from './adapters/storage/document-subscriber-directory';
import type { IdempotencyOptions } from './core/order/idempotency-guard';
import type { OrdersPorts, OrdersSettings } from './core/orders-ports';
import type { WaitingClock } from '@shop/domain';
import type { Randomness } from './core/ports/randomness.port';
import type { FiscalDevice } from './core/ports/fiscal-device.port';
import { SendFiscalReceipts, type FiscalSendingRules } from './core/use-cases/send-fiscal-receipts.use-case';
import { RecordRefundOutcome } from './core/use-cases/record-refund-outcome.use-case';
import { RegisterFiscalItems } from './core/use-cases/register-fiscal-items.use-case';
import { EnsureWelcomeCoupon } from './core/use-cases/ensure-welcome-coupon.use-case';
import { DeliveryZoneTable } from './core/use-cases/delivery-zones.use-case';
import { ExpireReservations } from './core/use-cases/expire-reservations.use-case';
import { MarkAwaitingVerification } from './core/use-cases/mark-awaiting-verification.use-case';
import { RecordSubscriber, RecordUnsubscriber } from './core/use-cases/record-subscriber.use-case';
import { SettlePayment } from './core/use-cases/settle-payment.use-case';
import { ordersApiOf } from './orders-api-of';

export type { OrdersSettings };

export interface OrdersServiceDeps {
  documents: DocumentStore;
  /** Cart sessions (7 days). */
  cache: Cache;
  /**
   * Where the outbox relay publishes (order.*, payment.check-requested); payment.settled,
   * payment.proof-submitted and newsletter.subscribed/.unsubscribed are consumed from it.
   */
  events: EventBus;
  /** The catalog, in-process or GrpcCatalogApi: prices, reservations. */
  catalog: Pick<CatalogApi, 'getProducts' | 'reserveStock' | 'releaseStock' | 'commitStock' | 'returnStock' | 'restockLines'>;
  /** The taxpayer branch's VSDC (openFiscalDevice): the emulator, or RRA's at EBM_BASE_URL. */
  fiscal: FiscalDevice;
  /** How often queued EBM receipts are sent (default 1 s) and how a failed one waits. */
  fiscalSending?: Partial<FiscalSendingRules> & { intervalMs?: number };
  /** Identity, in-process or GrpcIdentityApi: an order's customer names and e-mail. */
  identity: Pick<IdentityApi, 'getUser'>;
  logger: Logger;
  settings: OrdersSettings;
  clock?: WaitingClock;
  random?: Randomness;
  /** Sweeper round interval; default 30 s. */
  sweepIntervalMs?: number;
  /** Outbox relay poll interval; default 250 ms. */
  relayIntervalMs?: number;
  /** How copies of one Idempotency-Key wait for the first; default DUPLICATE_WAIT_MS and the settings' claim staleness. */
  idempotency?: IdempotencyOptions;
}

/**
 * A copy of a request in progress waits this long for its result, then answers 409 "still being
 * placed": well inside the 15 s its gateway waits for a gRPC answer, so the shopper gets that
 * answer rather than a timeout, also while the claim of a crashed process waits to be taken over.
 */
const DUPLICATE_WAIT_MS = 8_000;

function idempotencyOptions(settings: OrdersSettings): IdempotencyOptions {
  return { maxWaitMs: DUPLICATE_WAIT_MS, ...(settings.claimStaleSeconds ? { staleMs: settings.claimStaleSeconds * 1000 } : {}) };
}

export interface OrdersService {
  api: OrdersApi;
  /** One sweeper round now: expires unpaid reservations, finishes stalled steps. Returns how many expired. */
  sweep(): Promise<number>;
  /** One round of the EBM sender now: how many receipts the VSDC signed. */
  sendFiscalReceipts(): Promise<number>;
  /** Stops the sweeper and the outbox relay (waits for their rounds). Call before closing the store and bus. */
  stop(): Promise<void>;
}

/** ORDER_RESERVATION_MINUTES and ORDER_CLAIM_STALE_SECONDS from the configuration. */
export function ordersSettingsFrom(config: Config): OrdersSettings {
  return { reservationMinutes: config.ORDER_RESERVATION_MINUTES, claimStaleSeconds: config.ORDER_CLAIM_STALE_SECONDS };
}

/** Ensures the indexes, WELCOME2 and the delivery zones, subscribes the consumers, starts the relay and the sweeper. */
export async function createOrdersService(deps: OrdersServiceDeps): Promise<OrdersService> {
  const { documents, events, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const orders = new DocumentOrderRepository(documents);
  const coupons = new DocumentCouponRepository(documents);
  const idempotency = new DocumentIdempotencyStore(documents);
  const subscribers = new DocumentSubscriberDirectory(documents);
  const refunds = new DocumentRefundRepository(documents);
  const fiscalReceipts = new DocumentFiscalReceiptRepository(documents);
  const zones = new DocumentDeliveryZoneStore(documents);
  await Promise.all([
    orders.ensureIndexes(),
    coupons.ensureIndexes(),
    idempotency.ensureIndexes(),
    subscribers.ensureIndexes(),
    refunds.ensureIndexes(),
    fiscalReceipts.ensureIndexes(),
    zones.ensureIndexes(),
  ]);
  const ports: OrdersPorts = {
    orders,
    orderStats: orders.stats,
    coupons,
    zones,
    idempotency,
    subscribers,
    refunds,
    fiscalReceipts,
    fiscal: deps.fiscal,
    carts: new CacheCartSessions(deps.cache),
    paymentChecks: new CachePaymentCheckThrottle(deps.cache),
    events: new OutboxOrderEvents(documents, clock),
    catalog: new CatalogApiStock(deps.catalog),
    customers: new IdentityCustomers(deps.identity),
    clock,
    random: deps.random ?? cryptoRandomness,
    digest: sha256Digest,
    log: logger,
    unitOfWork: unitOfWorkOf(documents),
  };
  await new EnsureWelcomeCoupon(ports).execute();
  await new DeliveryZoneTable(ports).seed();

  const settle = new SettlePayment(ports);
  const record = new RecordSubscriber(ports);
  const unrecord = new RecordUnsubscriber(ports);
  const refundOutcome = new RecordRefundOutcome(ports);
  const fiscalItems = new RegisterFiscalItems(ports);
  await subscribeOrderConsumers({
    events,
    documents,
    logger,
    targets: {
      settle: (settlement) => settle.execute(settlement),
      recordRefund: (outcome) => refundOutcome.execute(outcome),
      registerFiscalItems: async (productIds) => {
        // The VSDC being away must not hold the event back: the next sale registers the items first.
        await fiscalItems.execute(productIds).catch((error: unknown) => logger.warn({ err: error }, 'EBM items not registered; sales register them first'));
      },
      recordSubscriber: (email, at) => record.execute(email, at),
      recordUnsubscriber: (email, at) => unrecord.execute(email, at),
    },
  });
  const awaitVerification = new MarkAwaitingVerification(ports);
  await subscribeProofSubmitted({ events, documents, logger, awaitVerification: (proof) => awaitVerification.execute(proof) });
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: deps.relayIntervalMs });
  const expire = new ExpireReservations(ports);
  const sweeper = new PeriodicRound(() => expire.execute(), {
    intervalMs: deps.sweepIntervalMs,
    logger,
    done: 'released the stock of expired unpaid orders',
    failed: 'reservation sweep failed; will retry',
  });
  const { intervalMs: fiscalIntervalMs = 1000, ...sending } = deps.fiscalSending ?? {};
  const send = new SendFiscalReceipts(ports, { leaseMs: 60_000, retryDelayMs: 5_000, maxRetryDelayMs: 5 * 60_000, ...sending });
  const sender = new PeriodicRound(() => send.sendDue(), { intervalMs: fiscalIntervalMs, logger, done: 'EBM receipts signed by the VSDC', failed: 'EBM sending failed; will retry' });
  relay.start();
  sweeper.start();
  sender.start();
  logger.info({ reservationMinutes: deps.settings.reservationMinutes, fiscalBranch: deps.fiscal.branch }, 'orders service ready');
  return {
    api: tracedApi('orders', ordersApiOf({ ...ports, settings: deps.settings }, deps.idempotency ?? idempotencyOptions(deps.settings))),
    sweep: () => sweeper.runNow(),
    sendFiscalReceipts: () => sender.runNow(),
    stop: async () => {
      await sender.stop();
      await sweeper.stop();
      await relay.stop();
    },
  };
}
