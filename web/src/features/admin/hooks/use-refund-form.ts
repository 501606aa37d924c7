import { useRef, useState } from 'react';
import { formatRwf } from '@shop/domain';
import { translate } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import { refreshTargetHistory } from '../api/get-audit-entries';
import { refundFailed, refundOrder } from '../api/refund-order';
import type { AdminOrder } from '../order-types';
import { newIdempotencyKey, outcomeUnknown } from '@/lib/idempotency-key';
import { refundAmount, refundBody, unitsReturning, type RefundSelection } from '../utils/refund-plan';

/** The refund just made: the one asked for last. */
const newestRefund = (order: AdminOrder) => [...(order.refunds ?? [])].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)).at(-1);

/**
 * The refund dialog of one order: the whole order or chosen quantities, a reason, then the POST.
 * The Idempotency-Key is made when the dialog opens and kept while the outcome of a try is
 * unknown (no answer, a server error): the choices are then locked and the same request is sent
 * again, so the shopper is paid back once. A refusal gives the next try a new key.
 */
export function useRefundForm(order: AdminOrder, onRefunded: (message: string) => void) {
  const [kind, setKindValue] = useState<RefundSelection['kind']>('whole');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReasonValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last try got no answer: the next one must be the same request. */
  const [unsure, setUnsure] = useState(false);
  const key = useRef(newIdempotencyKey());

  const selection: RefundSelection = kind === 'whole' ? { kind } : { kind, quantities };
  const amount = refundAmount(order, selection);
  const units = unitsReturning(order, selection);

  /** While a try is under way or its outcome is unknown, the request stays as it was sent. */
  const locked = busy || unsure;

  function change(apply: () => void) {
    if (locked) return;
    apply();
    setFailure(null);
  }

  async function submit(): Promise<void> {
    if (busy) return;
    const body = refundBody(order, selection, reason);
    if (!body || amount === 0) {
      setFailure(translate('admin.refunds.chooseLines'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const refund = newestRefund(await refundOrder(order._id, body, key.current));
      if (refund?.state === 'failed') {
        // The provider said no at once: the admin reads why here, and may try again as a new refund.
        key.current = newIdempotencyKey();
        setUnsure(false);
        setFailure(translate('admin.refunds.refused', { reason: refund.failureReason || translate('admin.refunds.unknownFailure') }));
        invalidate('admin-orders');
        // Asked for, it is in the order's history all the same.
        void refreshTargetHistory({ type: 'order', id: order._id });
        return;
      }
      const money = formatRwf(refund?.amount ?? amount);
      onRefunded(refund?.state === 'succeeded' ? translate('admin.refunds.sent', { amount: money }) : translate('admin.refunds.done', { amount: money }));
    } catch (error) {
      const unknown = outcomeUnknown(error);
      if (!unknown) key.current = newIdempotencyKey();
      setUnsure(unknown);
      setFailure(error instanceof Error && error.message ? error.message : refundFailed());
    } finally {
      setBusy(false);
    }
  }

  return {
    kind,
    quantities,
    reason,
    amount,
    units,
    busy,
    failure,
    unsure,
    locked,
    setKind: (value: RefundSelection['kind']) => change(() => setKindValue(value)),
    setQuantity: (product: string, quantity: number) => change(() => setQuantities((current) => ({ ...current, [product]: quantity }))),
    setReason: (value: string) => change(() => setReasonValue(value)),
    submit,
  };
}
