// Test support (not exported): the core's ports on the real embedded adapters — in-memory
// store, the MoMo and Airtel simulators over HTTP through their adapters, the card simulator, the stand-in
// orders service — for use-case tests that reach inside (store rows, outbox entries).
import { createLogger, SqliteDocumentStore, OUTBOX_COLLECTION, systemClock, unitOfWorkOf, type OutboxEntry } from '@shop/platform';
import { SimulatedCardGateway } from '../adapters/card/simulated-card-gateway';
import { OutboxPaymentEvents } from '../adapters/events/outbox-payment-events';
import { cryptoIds } from '../adapters/crypto/crypto-ids';
import { MomoSimulator } from '../adapters/momo-simulator/momo-simulator';
import { MtnMomoCollectionGateway } from '../adapters/mtn-momo/mtn-momo-collection-gateway';
import { AirtelSimulator } from '../adapters/airtel-simulator/airtel-simulator';
import { AirtelMoneyGateway } from '../adapters/airtel-money/airtel-money-gateway';
import { DocumentRefundRepository } from '../adapters/storage/document-refund-repository';
import { OrdersApiPayableOrders } from '../adapters/orders/orders-api-payable-orders';
import { DocumentPaymentRepository } from '../adapters/storage/document-payment-repository';
import type { PaymentsPorts, PaymentsRules } from '../core/payments-ports';
import type { Clock } from '@shop/domain';
import { paymentsApiOf, type WiredPayments } from '../payments-api-of';
import { testOrders } from './payments-test-kit';

export interface EmbeddedPayments extends WiredPayments {
  ports: PaymentsPorts;
  documents: SqliteDocumentStore;
  simulator: MomoSimulator;
  airtelSimulator: AirtelSimulator;
  /** The payment.settled entries in the outbox (nothing relays them here). */
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/** No timers run: the test drives polls and sweeps itself (and, with `clock`, the time). */
export async function embeddedPayments(rules: Partial<PaymentsRules> = {}, options: { clock?: Clock } = {}): Promise<EmbeddedPayments> {
  const documents = new SqliteDocumentStore({});
  const payments = new DocumentPaymentRepository(documents);
  const refunds = new DocumentRefundRepository(documents);
  await payments.ensureIndexes();
  await refunds.ensureIndexes();
  const simulator = await MomoSimulator.start({ approveAfterMs: 0 });
  const airtelSimulator = await AirtelSimulator.start({ approveAfterMs: 0 });
  const logger = createLogger({ service: 'payments-test', level: 'silent' });
  const ports: PaymentsPorts = {
    payments,
    orders: new OrdersApiPayableOrders(testOrders),
    wallets: {
      mtn: new MtnMomoCollectionGateway({
        baseUrl: simulator.url,
        ...simulator.credentials,
        disbursement: simulator.disbursementCredentials,
        targetEnvironment: 'sandbox',
        logger,
      }),
      airtel: new AirtelMoneyGateway({ baseUrl: airtelSimulator.url, ...airtelSimulator.credentials, logger }),
    },
    cards: new SimulatedCardGateway(),
    refunds,
    events: new OutboxPaymentEvents(documents),
    clock: options.clock ?? systemClock,
    ids: cryptoIds,
    logger,
    unitOfWork: unitOfWorkOf(documents),
    rules: { merchantCode: '182000', supportPhone: '+250 788 000 000', pollIntervalMs: 0, pollDeadlineMs: 60_000, cardDeadlineMs: 60_000,
      firstPollDelayMs: 0, lateCheckIntervalMs: 60_000, lateCheckWindowMs: 30 * 60_000, refundCheckIntervalMs: 0, refundDeadlineMs: 60 * 60_000, ...rules },
  };
  return {
    ...paymentsApiOf(ports),
    ports,
    documents,
    simulator,
    airtelSimulator,
    outbox: () => documents.collection<OutboxEntry>(OUTBOX_COLLECTION).find({}),
    close: async () => {
      await simulator.close();
      await airtelSimulator.close();
      await documents.close();
    },
  };
}
