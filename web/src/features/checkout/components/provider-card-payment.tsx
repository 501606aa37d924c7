import { useEffect, useRef, useState } from 'react';
import { formatRwf } from '@shop/domain';
import { CreditCardIcon } from './payment-icons';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useT, translate } from '@/lib/i18n/use-t';
import { getPaymentStatus } from '../api/get-payment-status';
import { openCardIntent } from '../api/open-card-intent';
import type { PlacedOrder } from '../types';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { abortableSleep, pollPayment } from '../utils/poll-payment';
import { mountProviderCardForm, type ProviderCardForm } from './provider-card-form';
import './checkout-status.css';
import './provider-card-payment.css';

/**
 * After Stripe.js confirmed, the payment settles when Stripe's signed event reaches the shop,
 * usually within seconds: asked after 1 s, then every 2 s, for 3 minutes at most.
 */
export const CARD_SETTLE_POLL = { firstDelayMs: 1_000, intervalMs: 2_000, maxAttempts: 90 } as const;

type Stage = 'loading' | 'ready' | 'confirming' | 'settling';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The card step of a placed order where the card provider's form is offered: opens the order's
 * payment at the provider, mounts Stripe's Payment Element (the card goes from that frame to
 * Stripe, never through the shop), confirms it on Pay (Stripe shows 3-D Secure when the bank
 * asks), then follows the payment's status until Stripe's signed event has settled it.
 */
export function ProviderCardPayment({
  order,
  testMode,
  onPaid,
  onFailed,
}: {
  order: Pick<PlacedOrder, '_id' | 'orderNumber' | 'total'>;
  testMode: boolean;
  onPaid: () => void;
  onFailed: (message: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [stage, setStage] = useState<Stage>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const target = useRef<HTMLDivElement>(null);
  const form = useRef<ProviderCardForm | null>(null);
  const paymentId = useRef<string | null>(null);
  // One key for this form: opened twice (a remount), it is the same payment.
  const key = useRef(newIdempotencyKey());
  const stop = useRef(new AbortController());
  const done = useRef({ onPaid, onFailed });
  done.current = { onPaid, onFailed };

  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    let mounted: ProviderCardForm | null = null;
    void (async () => {
      try {
        const session = await openCardIntent(order._id, key.current, controller.signal);
        if (controller.signal.aborted || !target.current) return;
        mounted = await mountProviderCardForm({ publishableKey: session.publishableKey, clientSecret: session.clientSecret, target: target.current, language });
        if (controller.signal.aborted) return mounted.destroy();
        form.current = mounted;
        paymentId.current = session.paymentId;
        setStage('ready');
      } catch (error) {
        if (!controller.signal.aborted) done.current.onFailed(messageOf(error, translate('checkout.card.formFailed')));
      }
    })();
    return () => {
      controller.abort();
      mounted?.destroy();
      form.current = null;
    };
  }, [order._id, language]);

  async function pay() {
    const current = form.current;
    if (!current || !paymentId.current || stage !== 'ready') return;
    setProblem(null);
    setStage('confirming');
    const returnUrl = `${window.location.origin}/order-confirmation/${encodeURIComponent(order.orderNumber)}`;
    const outcome = await current.confirm(returnUrl).catch(() => ({ status: 'declined' as const, message: undefined }));
    if (outcome.status === 'incomplete') {
      setProblem(outcome.message ?? t('checkout.card.incomplete'));
      return setStage('ready');
    }
    if (outcome.status === 'declined') return done.current.onFailed(outcome.message ?? translate('checkout.card.declined'));
    setStage('settling');
    const signal = stop.current.signal;
    const id = paymentId.current;
    try {
      const settled = await pollPayment({ ...CARD_SETTLE_POLL, check: () => getPaymentStatus(id, signal), sleep: abortableSleep(signal) });
      if (settled.status === 'SUCCESSFUL') return done.current.onPaid();
      done.current.onFailed(settled.status === 'FAILED' ? (settled.reason ?? translate('checkout.card.declined')) : translate('checkout.card.stillPending'));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
  }

  const busy = stage === 'confirming' || stage === 'settling';
  return (
    <section className="checkout-status provider-card-payment" aria-labelledby="provider-card-title" data-testid="provider-card-payment">
      <span className="checkout-status-icon is-info">
        <CreditCardIcon size={30} />
      </span>
      <h2 id="provider-card-title" className="checkout-status-title">
        {t('checkout.card.formTitle')}
      </h2>
      <p className="checkout-status-text">{t('checkout.card.formFor', { orderNumber: order.orderNumber, total: formatRwf(order.total) })}</p>
      <div ref={target} className="provider-card-frame" data-testid="provider-card-frame" />
      {stage === 'loading' ? (
        <p className="checkout-status-wait" role="status">
          <Spinner /> {t('checkout.card.formLoading')}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {testMode ? <p className="payment-test-note">{t('checkout.card.testModeProvider')}</p> : null}
      <button type="button" className="button button-primary button-lg" disabled={stage !== 'ready'} onClick={() => void pay()}>
        {busy ? <Spinner /> : null} {t('checkout.card.pay', { total: formatRwf(order.total) })}
      </button>
      {stage === 'settling' ? (
        <p className="checkout-status-wait" role="status">
          {t('checkout.card.waitingForBank')}
        </p>
      ) : null}
    </section>
  );
}
