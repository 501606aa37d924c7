import type { PaymentSettledData } from '@shop/contracts';
import type { DomainEvent, SqliteDocumentStore } from '@shop/platform';
import type { MomoSimulator } from '../../adapters/momo-simulator/momo-simulator';
import { waitFor } from '../payments-test-kit';
import type { PaymentsApi } from '../../api/payments-api';

export interface ContractContext {
  readonly api: PaymentsApi;
  /** payment.settled events the bus delivered. */
  readonly settled: Array<DomainEvent<PaymentSettledData>>;
  readonly simulator: MomoSimulator;
  readonly documents: SqliteDocumentStore;
}

export const OTHER_USER = 'eeeeeeeeeeeeeeeeeeeeeeee';
export const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** The admin's e-mail as their verified token carries it (the audit trail names them by it). */
export const ADMIN_EMAIL = 'admin@devshop.rw';

/** The settlement events of one payment. */
export const eventsOf = (ctx: ContractContext, paymentId: string) => ctx.settled.filter((event) => event.data.paymentId === paymentId);

/** Waits for the payment's settlement event to be delivered. */
export async function settlementOf(ctx: ContractContext, paymentId: string): Promise<DomainEvent<PaymentSettledData>> {
  return (await settlementsOf(ctx, paymentId, 1))[0]!;
}

/** Waits for the payment's first `count` settlement events to be delivered. */
export async function settlementsOf(ctx: ContractContext, paymentId: string, count: number): Promise<Array<DomainEvent<PaymentSettledData>>> {
  return waitFor(() => (eventsOf(ctx, paymentId).length >= count ? eventsOf(ctx, paymentId) : undefined), 3_000, `${count} payment.settled for ${paymentId}`);
}

/** Waits until the outbox has nothing left to publish, so a duplicate would have shown. */
export async function outboxDrained(ctx: ContractContext): Promise<void> {
  const outbox = ctx.documents.collection('outbox');
  await waitFor(async () => (await outbox.count({ status: { $ne: 'published' } })) === 0, 3_000, 'the outbox to drain');
}
