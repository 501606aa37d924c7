import type { Order } from '@shop/contracts';

/** While the VSDC has not signed a receipt or a provider has not settled a refund, the page has news to wait for. */
export function awaitingAnswer(order: Pick<Order, 'fiscalReceipts' | 'refunds'>): boolean {
  return (order.fiscalReceipts ?? []).some((receipt) => receipt.state === 'pending') || (order.refunds ?? []).some((refund) => refund.state === 'requested');
}
