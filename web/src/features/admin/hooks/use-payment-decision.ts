import { useState } from 'react';
import { decidePayment, decidePaymentFailed, type PaymentDecision } from '../api/decide-payment';
import { getAdminOrders } from '../api/get-admin-orders';

const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 500;

/** The order's payment status once the decision has reached it, or null after the wait. */
async function settledStatus(orderNumber: string, expected: string): Promise<string | null> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  while (Date.now() < deadline) {
    const { orders } = await getAdminOrders({ page: 1, limit: 10, search: orderNumber, status: '', paymentStatus: '' });
    const status = orders.find((order) => order.orderNumber === orderNumber)?.paymentInfo.status;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
  return null;
}

/**
 * Mark paid / Mark failed on a manual payment. The decision reaches the order through the
 * payments service's events, so the order is read again until it shows it, then `onSettled`
 * refreshes the screen.
 */
export function usePaymentDecision(orderId: string, orderNumber: string, onSettled: (message: string) => void) {
  const [busy, setBusy] = useState<PaymentDecision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(status: PaymentDecision): Promise<void> {
    if (busy) return;
    setBusy(status);
    setFailure(null);
    try {
      const message = await decidePayment(orderId, status);
      await settledStatus(orderNumber, status).catch(() => null);
      onSettled(message);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : decidePaymentFailed());
    } finally {
      setBusy(null);
    }
  }

  return { busy, failure, decide };
}
