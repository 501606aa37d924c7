import { useState } from 'react';
import { orderStatusFailed, updateOrderStatus } from '../api/update-order-status';
import type { AdminOrder } from '../order-types';
import { orderStatusBody } from '../utils/order-status-body';

/**
 * The status form of one order: status, tracking number and notes, then the PATCH. A refusal
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
