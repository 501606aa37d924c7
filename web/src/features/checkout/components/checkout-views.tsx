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
import { localMessage } from '@/lib/i18n/shop-messages';
import { useT } from '@/lib/i18n/use-t';
import type { PaymentMethodInfo } from '../types';
import './checkout-status.css';

/** Creating the order, uploading the proof or charging the card. */
export function ProcessingView({ text }: { text: string }) {
  const t = useT();
  return (
    <section className="checkout-status" role="status" aria-live="polite" data-testid="checkout-processing">
      <Spinner size="large" />
      <h2 className="checkout-status-title">{t('checkout.processing')}</h2>
      <p className="checkout-status-text">{text}</p>
    </section>
  );
}

/** The Mobile Money prompt is on the shopper's phone; its status is polled. */
export function PendingView({ phone, total, attempt }: { phone: string; total: number; attempt: number }) {
  const t = useT();
  return (
    <section className="checkout-status" aria-labelledby="checkout-pending-title" data-testid="checkout-pending">
      <span className="checkout-status-icon is-info">
        <PhoneIcon size={30} />
      </span>
      <h2 id="checkout-pending-title" className="checkout-status-title">
        {t('checkout.pending.title')}
      </h2>
      <p className="checkout-status-text">
        {t('checkout.pending.checkPhone')} <strong>{phone}</strong> {t('checkout.pending.forRequest')}{' '}
        <strong>{formatRwf(total)}</strong> {t('checkout.pending.enterPin')}
      </p>
      <p className="checkout-status-wait" role="status">
        <Spinner /> {t('checkout.pending.waiting')}
        {attempt > 0 ? (
          <span className="checkout-status-attempt">
            {' '}
            {t('checkout.pending.attempt', { attempt, max: PAYMENT_POLL_MAX_ATTEMPTS })}
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
  const t = useT();
  const isManual = method === 'manual_momo';
  const confirmation = `/order-confirmation/${encodeURIComponent(orderNumber)}`;
  useRedirect(confirmation, isManual ? MANUAL_MOMO_SUCCESS_REDIRECT_MS : CARD_SUCCESS_REDIRECT_MS);
  return (
    <section className="checkout-status" role="status" aria-live="polite" data-testid="checkout-success">
      <span className="checkout-status-icon is-success">
        <CheckCircleIcon size={32} />
      </span>
      <h2 className="checkout-status-title">{isManual ? t('checkout.success.proofTitle') : t('checkout.success.paidTitle')}</h2>
      <p className="checkout-status-text">
        {t('checkout.success.order')} <strong data-testid="success-order-number">{orderNumber}</strong>
      </p>
      {isManual ? (
        <>
          <div className="next-steps">
            <h3>{t('checkout.success.nextSteps')}</h3>
            <ol>
              <li>
                {t('checkout.success.useCode')} <code>{manual?.dialCode ?? t('checkout.success.codeShown')}</code>{' '}
                {t('checkout.success.onMtnPhone')}
              </li>
              <li>{t('checkout.success.payTotal', { total: formatRwf(total) })}</li>
              <li>{t('checkout.success.verifyWithin', { hours: MANUAL_PAYMENT_VERIFICATION_HOURS })}</li>
              <li>{t('checkout.success.emailOnVerify')}</li>
              <li>
                {t('checkout.success.questions')}
                {manual?.supportPhone ? (
                  <>
                    {' '}
                    {t('checkout.success.on')} <a href={`tel:${manual.supportPhone.replace(/\s+/g, '')}`}>{manual.supportPhone}</a>
                  </>
                ) : null}
                .
              </li>
            </ol>
          </div>
          <p className="checkout-status-text">{t('checkout.success.redirecting')}</p>
        </>
      ) : (
        <p className="checkout-status-text">{t('checkout.success.confirmed')}</p>
      )}
      <Link to={confirmation} className="button button-primary">
        {t('checkout.success.viewOrder')}
      </Link>
    </section>
  );
}

/** The payment did not go through; the cart is kept. */
export function FailedView({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const t = useT();
  return (
    <section className="checkout-status is-failed" role="alert" data-testid="checkout-failed">
      <span className="checkout-status-icon is-error">
        <AlertIcon size={32} />
      </span>
      <h2 className="checkout-status-title">{t('checkout.failed.title')}</h2>
      <p className="checkout-status-text">{localMessage(message)}</p>
      <div className="checkout-status-actions">
        <button type="button" className="button button-primary" onClick={onTryAgain}>
          {t('ui.tryAgain')}
        </button>
        <Link to="/cart" className="button button-secondary">
          {t('checkout.backToCart')}
        </Link>
      </div>
    </section>
  );
}
