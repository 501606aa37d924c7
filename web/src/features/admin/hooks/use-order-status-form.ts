import { useState } from 'react';
import { formatRwf } from '@shop/domain';
import { translate } from '@/lib/i18n/use-t';
import { orderStatusFailed, updateOrderStatus } from '../api/update-order-status';
import { confirmAction } from '../components/confirm-dialog';
import type { AdminOrder } from '../order-types';
import { orderStatusBody } from '../utils/order-status-body';

/**
 * The status form of one order: status, tracking number and notes, then the PATCH. Cancelling
 * asks first, saying what goes back (stock, coupon, and the money of a paid order). A refusal
 * shows the server's message (a delivered or cancelled order is final: 409).
 */
export function useOrderStatusForm(order: AdminOrder, onUpdated: (message: string) => void) {
  const [values, setValues] = useState({
    status: order.status,
    trackingNumber: order.trackingNumber ?? '',
    notes: order.adminNotes ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function setField(key: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setFailure(null);
  }

  async function submit(): Promise<void> {
    if (busy) return;
    if (values.status === 'cancelled' && order.status !== 'cancelled' && !(await confirmAction(cancellation(order)))) return;
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await updateOrderStatus(order._id, orderStatusBody(values));
      onUpdated(message);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : orderStatusFailed());
    } finally {
      setBusy(false);
    }
  }

  return { values, busy, failure, setField, submit };
}

/** What cancelling this order does, said before it is done. */
function cancellation(order: AdminOrder) {
  const { status, amount, refunded = 0 } = order.paymentInfo;
  const paid = status === 'paid' && amount > refunded;
  return {
    title: translate('admin.orders.cancelTitle', { number: order.orderNumber }),
    consequence: paid
      ? translate('admin.orders.cancelPaidConsequence', { amount: formatRwf(amount - refunded) })
      : translate('admin.orders.cancelConsequence'),
    confirmLabel: translate('admin.orders.cancelAction'),
  };
}
