import { useEffect, useRef, type FormEvent } from 'react';
import { amountToFreeDelivery, formatRwf, type CartState, type DeliveryRule } from '@shop/domain';
import { AlertIcon, ArrowRightIcon, TruckIcon } from '@/components/ui/icons';
import { ArrowLeftIcon } from '@/components/ui/shop-icons';
import { useOnline } from '@/lib/pwa/use-online';
import { useQuery } from '@/lib/use-query';
import { useT } from '@/lib/i18n/use-t';
import { useDeliveryZones } from '../api/get-delivery-zones';
import { getPaymentMethods } from '../api/get-payment-methods';
import { useCheckoutFlow, type CartActions } from '../hooks/use-checkout-flow';
import { useCheckoutForm, type CheckoutDefaults } from '../hooks/use-checkout-form';
import { clearCheckoutDraft } from '../utils/checkout-draft';
import { chosenZone, pricedForZone } from '../utils/zone-pricing';
import { CheckoutSteps } from './checkout-steps';
import { FailedView, PendingView, ProcessingView, SuccessView } from './checkout-views';
import { ContactStep } from './contact-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ProviderCardPayment } from './provider-card-payment';
import { usesProviderCardForm } from './card-form-choice';
import { ShippingStep } from './shipping-step';
import '@/components/ui/form.css';
import './checkout.css';

const STEP_TITLES = { 1: 'checkout.step.contactTitle', 2: 'checkout.step.shippingTitle', 3: 'checkout.step.paymentTitle' } as const;

/** Below the free-delivery threshold, how much more to add; else that delivery is free. */
function FreeDeliveryBanner({ amountAfterDiscount, rule }: { amountAfterDiscount: number; rule?: DeliveryRule | undefined }) {
  const t = useT();
  const missing = rule ? amountToFreeDelivery(amountAfterDiscount, rule) : amountToFreeDelivery(amountAfterDiscount);
  return (
    <p className={`delivery-banner${missing > 0 ? '' : ' is-free'}`} data-testid="free-delivery-banner">
      <TruckIcon size={20} />
      {missing > 0 ? (
        <span>{t('cart.freeDeliveryPrompt', { amount: formatRwf(missing) })}</span>
      ) : (
        <span>{t('checkout.freeDelivery')}</span>
      )}
    </p>
  );
}

/**
 * The checkout (SPEC section 2, Checkout): three steps beside the order summary, then the
 * processing, pending, success and failed views. The caller has checked the session and the cart.
 * Once a district is chosen, the delivery is priced with its zone, as the server will price it.
 */
export function CheckoutPage({
  cart: cartAsStored,
  defaults,
  actions,
}: {
  cart: CartState;
  defaults: CheckoutDefaults;
  actions: CartActions;
}) {
  const t = useT();
  const form = useCheckoutForm(defaults);
  const zones = useDeliveryZones();
  const zone = chosenZone(zones.data?.zones, form.values.district);
  const cart = pricedForZone(cartAsStored, zone);
  const total = cart.total;
  const methods = useQuery(cart.items.length ? ['payment-methods', total] : null, (signal) => getPaymentMethods(total, signal), {
    retries: 2,
  });
  const card = methods.data?.find((info) => info.id === 'stripe');
  const flow = useCheckoutFlow(form, cart, actions, { cardInProviderForm: usesProviderCardForm(card) });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { step } = form;
  const { view } = flow;
  const online = useOnline();

  // The order is placed: the next checkout starts from the shopper's details, not this draft.
  useEffect(() => {
    if (view.name === 'success') clearCheckoutDraft();
  }, [view.name]);

  // A new step (or the form coming back from a failed payment) takes the focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (view.name === 'form') headingRef.current?.focus();
  }, [step, view.name]);

  // A status view replaces the long form: show it from the top.
  useEffect(() => {
    if (view.name !== 'form') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [view.name]);

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 1 || step === 2) {
      if (!form.continueFrom(step)) focusFirstError();
      return;
    }
    // Offline, nothing is sent: the notice above the form says why, and the draft keeps the details.
    if (!online) return;
    void flow.submit().then(focusFirstError);
  }

  if (view.name === 'processing') return <ProcessingView text={view.text} />;
  if (view.name === 'pending') return <PendingView phone={view.phone} total={view.total} attempt={view.attempt} />;
  if (view.name === 'card') {
    const { order } = view;
    return <ProviderCardPayment order={order} testMode={card?.testMode ?? false} onPaid={() => flow.cardPaid(order)} onFailed={flow.cardFailed} />;
  }
  if (view.name === 'success') {
    const manual = methods.data?.find((info) => info.id === 'manual_momo');
    return <SuccessView method={view.method} orderNumber={view.orderNumber} total={view.total} manual={manual} />;
  }
  if (view.name === 'failed') return <FailedView message={view.message} onTryAgain={flow.tryAgain} />;

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <FreeDeliveryBanner amountAfterDiscount={cart.subtotal - cart.discount} rule={zone} />
        <CheckoutSteps current={step} onOpen={form.setStep} />
        {online ? null : (
          <p className="form-alert" role="status" data-testid="checkout-offline">
            <AlertIcon size={18} /> {t('checkout.offline')}
          </p>
        )}
        {view.alert ? (
          <p className="form-alert" role="alert" data-testid="checkout-alert">
            <AlertIcon size={18} /> {view.alert}
          </p>
        ) : null}
        <form ref={formRef} className="card checkout-form" noValidate onSubmit={submit}>
          <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1} className="checkout-step-title">
            <span className="checkout-step-index">{step}</span> {t(STEP_TITLES[step])}
          </h2>
          {step === 1 ? <ContactStep form={form} /> : null}
          {step === 2 ? <ShippingStep form={form} deliveryFee={cart.deliveryFee} zone={zone} /> : null}
          {step === 3 ? <PaymentStep form={form} methods={methods} total={total} /> : null}
          <div className="checkout-actions">
            {step > 1 ? (
              <button type="button" className="button button-secondary" onClick={() => form.setStep(step === 3 ? 2 : 1)}>
                <ArrowLeftIcon size={16} /> {t('checkout.back')}
              </button>
            ) : null}
            {step < 3 ? (
              <button type="submit" className="button button-primary button-lg">
                {step === 1 ? t('checkout.continueToShipping') : t('checkout.continueToPayment')} <ArrowRightIcon size={18} />
              </button>
            ) : (
              <button type="submit" className="button button-primary button-lg" disabled={!form.method || !online}>
                {t('checkout.placeOrder', { total: formatRwf(total) })}
              </button>
            )}
          </div>
        </form>
      </div>
      <aside className="checkout-side" aria-label={t('checkout.yourOrder')}>
        <OrderSummary cart={cart} />
      </aside>
    </div>
  );
}
