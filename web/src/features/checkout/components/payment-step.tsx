import { useEffect } from 'react';
import { PhoneIcon } from '@/components/ui/icons';
import { WalletIcon } from '@/components/ui/shop-icons';
import { ErrorState, LoadingState } from '@/components/ui/state-message';
import type { QueryResult } from '@/lib/use-query';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { CardPanel } from './card-panel';
import { ManualMomoPanel } from './manual-momo-panel';
import { CreditCardIcon } from './payment-icons';
import { MomoPanel } from './momo-panel';
import './payment.css';

const ICONS = { manual_momo: WalletIcon, momo: PhoneIcon, stripe: CreditCardIcon } as const;

/** Step 3: the methods the server offers, and what the chosen one needs. */
export function PaymentStep({
  form,
  methods,
  total,
}: {
  form: CheckoutForm;
  methods: QueryResult<PaymentMethodInfo[]>;
  total: number;
}) {
  const t = useT();
  const list = methods.data ?? [];
  const { method, setMethod } = form;

  // The first method is chosen until the shopper picks one.
  useEffect(() => {
    const first = list[0];
    if (first && !list.some((info) => info.id === method)) setMethod(first.id);
  }, [list, method, setMethod]);

  if (methods.status === 'loading' && !methods.data) return <LoadingState text={t('checkout.payment.loading')} />;
  if (methods.status === 'error' && !methods.data) {
    return <ErrorState title={t('checkout.payment.unavailable')} message={methods.error} onRetry={methods.reload} />;
  }
  if (!list.length) return <ErrorState title={t('checkout.payment.none')} onRetry={methods.reload} />;

  const chosen = list.find((info) => info.id === method);
  return (
    <>
      <fieldset className="payment-methods">
        <legend className="field-label">{t('checkout.payment.method')}</legend>
        {list.map((info) => {
          const Icon = ICONS[info.id];
          return (
            <label key={info.id} className={`payment-method${info.id === method ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="paymentMethod"
                value={info.id}
                checked={info.id === method}
                onChange={() => setMethod(info.id)}
              />
              <Icon size={22} />
              <span className="payment-method-name">{t(`checkout.methodName.${info.id}`)}</span>
            </label>
          );
        })}
      </fieldset>
      {form.errors.paymentMethod ? <p className="field-error">{localMessage(form.errors.paymentMethod)}</p> : null}
      {chosen?.id === 'manual_momo' ? <ManualMomoPanel form={form} info={chosen} total={total} /> : null}
      {chosen?.id === 'momo' ? <MomoPanel form={form} info={chosen} total={total} /> : null}
      {chosen?.id === 'stripe' ? <CardPanel form={form} info={chosen} /> : null}
    </>
  );
}
