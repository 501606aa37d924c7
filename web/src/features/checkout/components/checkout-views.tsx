import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import {
  CARD_SUCCESS_REDIRECT_MS,
  formatRwf,
  MANUAL_MOMO_SUCCESS_REDIRECT_MS,
  MANUAL_PAYMENT_VERIFICATION_HOURS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  type PaymentMethod,
} from '@shop/domain';
import { AlertIcon, CheckCircleIcon, PhoneIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentMethodInfo } from '../types';
import './checkout-status.css';

export const PAYMENT_CONFIRMED = 'Your order has been confirmed. Redirecting to order confirmation...';

/** Creating the order, uploading the proof or charging the card. */
export function ProcessingView({ text }: { text: string }) {
  return (
    <section className="checkout-status" role="status" aria-live="polite" data-testid="checkout-processing">
      <Spinner size="large" />
      <h2 className="checkout-status-title">Processing</h2>
      <p className="checkout-status-text">{text}</p>
    </section>
  );
}

/** The Mobile Money prompt is on the shopper's phone; its status is polled. */
export function PendingView({ phone, total, attempt }: { phone: string; total: number; attempt: number }) {
  return (
    <section className="checkout-status" aria-labelledby="checkout-pending-title" data-testid="checkout-pending">
      <span className="checkout-status-icon is-info">
        <PhoneIcon size={30} />
      </span>
      <h2 id="checkout-pending-title" className="checkout-status-title">
        Payment Request Sent
      </h2>
      <p className="checkout-status-text">
        Check your phone <strong>{phone}</strong> for the Mobile Money request of <strong>{formatRwf(total)}</strong>{' '}
        and enter your PIN to approve the payment.
      </p>
      <p className="checkout-status-wait" role="status">
        <Spinner /> Waiting for your approval…
        {attempt > 0 ? (
          <span className="checkout-status-attempt">
            {' '}
            (check {attempt} of {PAYMENT_POLL_MAX_ATTEMPTS})
          </span>
        ) : null}
      </p>
    </section>
  );
}

function useRedirect(to: string, afterMs: number) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), afterMs);
    return () => clearTimeout(timer);
  }, [navigate, to, afterMs]);
}

/** Paid (card, Mobile Money) or proof received (manual): then the confirmation page. */
export function SuccessView({
  method,
  orderNumber,
  total,
  manual,
}: {
  method: PaymentMethod;
  orderNumber: string;
  total: number;
  manual?: PaymentMethodInfo;
}) {
  const isManual = method === 'manual_momo';
  const confirmation = `/order-confirmation/${encodeURIComponent(orderNumber)}`;
  useRedirect(confirmation, isManual ? MANUAL_MOMO_SUCCESS_REDIRECT_MS : CARD_SUCCESS_REDIRECT_MS);
  return (
    <section className="checkout-status" role="status" aria-live="polite" data-testid="checkout-success">
      <span className="checkout-status-icon is-success">
        <CheckCircleIcon size={32} />
      </span>
      <h2 className="checkout-status-title">{isManual ? 'Payment Proof Submitted!' : 'Payment Successful!'}</h2>
      <p className="checkout-status-text">
        Order <strong data-testid="success-order-number">{orderNumber}</strong>
      </p>
      {isManual ? (
        <>
          <div className="next-steps">
            <h3>Next steps</h3>
            <ol>
              <li>
                Use the code <code>{manual?.dialCode ?? 'shown at checkout'}</code> on your MTN phone, if you have not
                already.
              </li>
              <li>Pay the total of {formatRwf(total)}.</li>
              <li>We verify your payment within {MANUAL_PAYMENT_VERIFICATION_HOURS} hours.</li>
              <li>You will receive an email confirmation once it is verified.</li>
              <li>
                Questions? Call support
                {manual?.supportPhone ? (
                  <>
                    {' '}
                    on <a href={`tel:${manual.supportPhone.replace(/\s+/g, '')}`}>{manual.supportPhone}</a>
                  </>
                ) : null}
                .
              </li>
            </ol>
          </div>
          <p className="checkout-status-text">Redirecting to order confirmation...</p>
        </>
      ) : (
        <p className="checkout-status-text">{PAYMENT_CONFIRMED}</p>
      )}
      <Link to={confirmation} className="button button-primary">
        View order
      </Link>
    </section>
  );
}

/** The payment did not go through; the cart is kept. */
export function FailedView({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  return (
    <section className="checkout-status is-failed" role="alert" data-testid="checkout-failed">
      <span className="checkout-status-icon is-error">
        <AlertIcon size={32} />
      </span>
      <h2 className="checkout-status-title">Payment Failed</h2>
      <p className="checkout-status-text">{message}</p>
      <div className="checkout-status-actions">
        <button type="button" className="button button-primary" onClick={onTryAgain}>
          Try Again
        </button>
        <Link to="/cart" className="button button-secondary">
          Back to Cart
        </Link>
      </div>
    </section>
  );
}
