import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { promptWallet, walletsOf } from '../utils/prompt-wallet';
import { walletOfNumber } from '../utils/wallet-of-number';
import { CheckoutField } from './checkout-field';
import { WalletPicker } from './wallet-picker';

/** Mobile Money prompt: the number the payment request goes to, and its wallet (MTN MoMo or Airtel Money). */
export function MomoPanel({ form, info, total }: { form: CheckoutForm; info: PaymentMethodInfo; total: number }) {
  const t = useT();
  const wallets = walletsOf(info);
  const chosen = promptWallet(info, form.values);
  const suggested = walletOfNumber(form.values.momoPhone);
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
      {wallets.length > 1 ? (
        <WalletPicker wallets={wallets} chosen={chosen} suggested={suggested} onChoose={(wallet) => form.setField('momoWallet', wallet)} />
      ) : null}
      {info.testMode ? (
        <p className="payment-test-note">{t(chosen === 'airtel' ? 'checkout.momo.testModeAirtel' : 'checkout.momo.testMode')}</p>
      ) : null}
    </div>
  );
}
