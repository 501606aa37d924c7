// Test support (not exported): the real payments service on the embedded adapters (in-memory
// store, in-process bus, the MoMo simulator over HTTP, the card simulator), with short poll
// settings, a stand-in orders service holding the orders tests place, every published
// payment.settled event and every log line collected.
import { PAYMENT_SETTLED, type PaymentSettledData } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { OrdersApi, OrderView } from '@shop/orders';
import { createLogger, InProcessEventBus, SqliteDocumentStore, newId, type DomainEvent } from '@shop/platform';
import type { OrderToPay, PaymentsApi } from '../api/payments-api';
import type { PayableOrder } from '../core/ports/payable-orders.port';
import type { MomoSimulator } from '../adapters/momo-simulator/momo-simulator';
import { openPaymentProviders } from '../adapters/providers/open-payment-providers';
import { createPaymentsService, type PaymentsService, type PaymentsSettings } from '../app';

export const TEST_SETTINGS: PaymentsSettings = {
  momo: { targetEnvironment: 'sandbox', timeoutMs: 2_000 },
  merchantCode: '182000',
  supportPhone: '+250 788 000 000',
  pollIntervalMs: 20,
  pollDeadlineMs: 400,
  cardDeadlineMs: 60_000,
  simulatorApproveAfterMs: 60,
  relayIntervalMs: 10,
};

export interface TestPayments {
  api: PaymentsApi;
  service: PaymentsService;
  simulator: MomoSimulator;
  documents: SqliteDocumentStore;
  events: InProcessEventBus;
  /** payment.settled events as the bus delivered them. */
  settled: Array<DomainEvent<PaymentSettledData>>;
  /** Every log line of the service (JSON). */
  logs: string[];
  close(): Promise<void>;
}

export async function startTestPayments(options: { settings?: Partial<PaymentsSettings> } = {}): Promise<TestPayments> {
  const documents = new SqliteDocumentStore({});
  const events = new InProcessEventBus();
  const settled: Array<DomainEvent<PaymentSettledData>> = [];
  await events.subscribe({
    consumer: 'payments-test',
    patterns: [PAYMENT_SETTLED],
    handler: async (event) => void settled.push(event as unknown as DomainEvent<PaymentSettledData>),
  });
  const logs: string[] = [];
  const logger = createLogger({ service: 'payments-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  const settings = { ...TEST_SETTINGS, ...options.settings };
  const providers = await openPaymentProviders(settings, { logger });
  const service = await createPaymentsService({ documents, events, orders: testOrders, providers, logger, settings });
  return {
    api: service.api,
    service,
    simulator: providers.simulator!,
    documents,
    events,
    settled,
    logs,
    close: async () => {
      await service.close();
      await providers.close();
      await events.close();
      await documents.close();
    },
  };
}

/**
 * The orders service as payments reads it, standing in: the orders `testOrder` placed. An order
 * is shown to its owner (and to an admin); to anyone else it does not exist, as orders answers.
 */
export class TestOrderBook implements Pick<OrdersApi, 'getOrder'> {
  private readonly orders = new Map<string, PayableOrder>();

  add(order: PayableOrder): void {
    this.orders.set(order.orderId, order);
  }

  /** Changes an order as the orders service would (a payment settled, the reservation expired). */
  update(orderId: string, changes: Partial<Omit<PayableOrder, 'orderId'>>): void {
    const order = this.orders.get(orderId);
    if (order) this.orders.set(orderId, { ...order, ...changes });
  }

  async getOrder({ orderId, actor }: Parameters<OrdersApi['getOrder']>[0]): Promise<OrderView> {
    const order = this.orders.get(orderId);
    if (!order || (actor.role !== 'ADMIN' && order.userId !== actor.userId)) throw new AppError('not_found', 'Order not found');
    return orderViewOf(order);
  }
}

/** Every payments service the kit starts reads this book. */
export const testOrders = new TestOrderBook();

let placed = 0;

/** A fresh, unpaid order of a new shopper (151,000 RWF, mobile money) in the stand-in orders service. */
export function testOrder(overrides: Partial<PayableOrder> = {}): PayableOrder {
  placed += 1;
  const order: PayableOrder = {
    orderId: newId(),
    orderNumber: `DS-2611-T${String(placed).padStart(5, '0')}`,
    userId: newId(),
    total: 151_000,
    currency: 'RWF',
    paymentMethod: 'momo',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    ...overrides,
  };
  testOrders.add(order);
  return order;
}

/** What a payment request names: the order, and its owner as the payer. */
export const toPay = (order: Pick<PayableOrder, 'orderId' | 'userId'>): OrderToPay => ({ orderId: order.orderId, userId: order.userId });

/** The order as the orders API shows it; only what payments reads is meaningful. */
export function orderViewOf(order: PayableOrder): OrderView {
  const at = '2026-11-14T09:00:00.000Z';
  return {
    _id: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: order.orderStatus as OrderView['status'],
    orderNotes: '',
    createdAt: at,
    updatedAt: at,
    subtotal: order.total,
    discount: 0,
    deliveryFee: 0,
    total: order.total,
    items: [],
    user: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' },
    shippingAddress: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo', country: 'Rwanda' },
    paymentInfo: { method: order.paymentMethod as OrderView['paymentInfo']['method'], status: order.paymentStatus as OrderView['paymentInfo']['status'], amount: order.total, currency: 'RWF' },
    estimatedDelivery: at,
  };
}

/** Waits until `check` returns something truthy (no fixed sleeps); fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 3_000, what = 'condition'): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
