// Test support (not exported): the real payments service on the embedded adapters (in-memory
// store, in-process bus, the MoMo simulator over HTTP, the card simulator), with short poll
// settings, every published payment.settled event and every log line collected.
import { createLogger, InProcessEventBus, NedbDocumentStore, newId, type DomainEvent } from '@shop/platform';
import type { OrderFacts, PaymentsApi, PaymentSettledData } from '../api/payments-api';
import type { MomoSimulator } from '../adapters/momo-simulator/momo-simulator';
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
  documents: NedbDocumentStore;
  events: InProcessEventBus;
  /** payment.settled events as the bus delivered them. */
  settled: Array<DomainEvent<PaymentSettledData>>;
  /** Every log line of the service (JSON). */
  logs: string[];
  close(): Promise<void>;
}

export async function startTestPayments(options: { settings?: Partial<PaymentsSettings> } = {}): Promise<TestPayments> {
  const documents = new NedbDocumentStore({});
  const events = new InProcessEventBus();
  const settled: Array<DomainEvent<PaymentSettledData>> = [];
  await events.subscribe({
    consumer: 'payments-test',
    patterns: ['payment.settled'],
    handler: async (event) => void settled.push(event as unknown as DomainEvent<PaymentSettledData>),
  });
  const logs: string[] = [];
  const logger = createLogger({ service: 'payments-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  const service = await createPaymentsService({ documents, events, logger, settings: { ...TEST_SETTINGS, ...options.settings } });
  return {
    api: service.api,
    service,
    simulator: service.simulator!,
    documents,
    events,
    settled,
    logs,
    close: async () => {
      await service.close();
      await events.close();
      await documents.close();
    },
  };
}

let orders = 0;

/** The facts of a fresh, unpaid order, as the orders service would report them. */
export function orderFacts(overrides: Partial<OrderFacts> = {}): OrderFacts {
  orders += 1;
  return {
    orderId: newId(),
    orderNumber: `DS-2611-T${String(orders).padStart(5, '0')}`,
    userId: newId(),
    total: 151_000,
    currency: 'RWF',
    paymentMethod: 'momo',
    paymentStatus: 'pending',
    ...overrides,
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
