import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { CheckoutField } from './checkout-field';

/** Mobile Money prompt: the number the payment request goes to. */
export function MomoPanel({ form, info, total }: { form: CheckoutForm; info: PaymentMethodInfo; total: number }) {
  const t = useT();
  return (
    <div className="payment-panel" data-testid="momo-panel">
      {info.instructions ? <p className="payment-instructions">{info.instructions}</p> : null}
      <CheckoutField
        form={form}
        name="momoPhone"
        label={t('checkout.momo.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="078X XXX XXX"
        hint={t('checkout.momo.hint', { total: formatRwf(total) })}
      />
      {info.testMode ? (
        <p className="payment-test-note">{t('checkout.momo.testMode')}</p>
      ) : null}
    </div>
  );
}
