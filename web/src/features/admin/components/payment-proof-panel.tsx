import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useOrderPayments } from '../api/get-order-payments';
import { usePaymentDecision } from '../hooks/use-payment-decision';
import { usePaymentProofImage } from '../hooks/use-payment-proof-image';
import type { AdminOrder } from '../order-types';

/** Payment attempts the admin may still decide (the proof waits for a verdict). */
const OPEN = new Set(['PENDING', 'AWAITING_VERIFICATION']);

function ProofImage({ proofUrl, orderNumber }: { proofUrl: string; orderNumber: string }) {
  const t = useT();
  const image = usePaymentProofImage(proofUrl);
  if (image.status === 'loading') {
    return (
      <div className="admin-proof-placeholder" role="status">
        <Spinner /> {t('admin.proof.loadingScreenshot')}
      </div>
    );
  }
  if (image.status === 'error') {
    return (
      <p className="admin-proof-placeholder" role="alert">
        {image.message}
      </p>
    );
  }
  return (
    <a href={image.src} target="_blank" rel="noreferrer" className="admin-proof-link">
      <img className="admin-proof-image" src={image.src} alt={t('admin.proof.alt', { number: orderNumber })} data-testid="payment-proof" />
    </a>
  );
}

/**
 * A manual payment's proof screenshot beside its order, with Mark paid / Mark failed while the
 * payment waits for the admin's check. `onSettled` refreshes the order afterwards.
 */
export function PaymentProofPanel({ order, onSettled }: { order: AdminOrder; onSettled: (message: string) => void }) {
  const t = useT();
  const payments = useOrderPayments(order._id, order.paymentInfo.status);
  const decision = usePaymentDecision(order._id, order.orderNumber, onSettled);
  const withProof = payments.data?.find((payment) => payment.proofUrl);
  const open = withProof && OPEN.has(withProof.status) && order.paymentInfo.status !== 'paid';

  let body;
  if (payments.status === 'error') body = <p className="admin-proof-placeholder" role="alert">{payments.error}</p>;
  else if (!payments.data) body = <div className="admin-proof-placeholder" role="status"><Spinner /> {t('admin.proof.loadingPayment')}</div>;
  else if (!withProof?.proofUrl) body = <p className="admin-proof-placeholder">{t('admin.proof.none')}</p>;
  else body = <ProofImage proofUrl={withProof.proofUrl} orderNumber={order.orderNumber} />;

  return (
    <aside className="admin-proof" aria-label={t('admin.proof.label', { number: order.orderNumber })}>
      <h3 className="admin-order-subtitle">{t('admin.proof.title')}</h3>
      {body}
      {open ? (
        <div className="admin-proof-actions">
          <button type="button" className="button button-primary" disabled={decision.busy !== null} onClick={() => void decision.decide('paid')}>
            {decision.busy === 'paid' ? t('admin.proof.markingPaid') : t('admin.proof.markPaid')}
          </button>
          <button
            type="button"
            className="button admin-proof-fail"
            disabled={decision.busy !== null}
            onClick={() => void decision.decide('failed')}
          >
            {decision.busy === 'failed' ? t('admin.proof.markingFailed') : t('admin.proof.markFailed')}
          </button>
        </div>
      ) : null}
      {decision.failure ? (
        <p className="form-alert" role="alert">
          {decision.failure}
        </p>
      ) : null}
    </aside>
  );
}
