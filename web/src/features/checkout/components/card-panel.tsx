import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { usesProviderCardForm } from './card-form-choice';
import { CheckoutField } from './checkout-field';

/** '4242424242424242' as '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' as '12/28'; a typed slash is kept. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const digitsOnly = (input: string) => input.replace(/\D/g, '');

/**
 * Card (method stripe). Where the card provider's form is offered (the methods answer carries
 * its publishable key), the card is typed into that form once the order is placed
 * (ProviderCardPayment), never here; otherwise name on card, number, expiry MM/YY and CVV,
 * checked before sending.
 */
export function CardPanel({ form, info }: { form: CheckoutForm; info: PaymentMethodInfo }) {
  const t = useT();
  if (usesProviderCardForm(info)) {
    return (
      <div className="payment-panel" data-testid="card-panel" data-card-form="provider">
        {info.instructions ? <p className="payment-instructions">{info.instructions}</p> : null}
        <p className="payment-instructions">{t('checkout.card.providerNote')}</p>
        {info.testMode ? <p className="payment-test-note">{t('checkout.card.testModeProvider')}</p> : null}
      </div>
    );
  }
  return (
    <div className="payment-panel" data-testid="card-panel">
      {info.instructions ? <p className="payment-instructions">{info.instructions}</p> : null}
      <div className="checkout-grid">
        <CheckoutField
          form={form}
          name="cardName"
          label={t('checkout.card.name')}
          autoComplete="cc-name"
          className="checkout-span-2"
        />
        <CheckoutField
          form={form}
          name="cardNumber"
          label={t('checkout.card.number')}
          format={formatCardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          className="checkout-span-2"
        />
        <CheckoutField
          form={form}
          name="cardExpiry"
          label={t('checkout.card.expiry')}
          format={formatExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
        />
        <CheckoutField
          form={form}
          name="cardCvv"
          label="CVV"
          format={digitsOnly}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      {info.testMode ? (
        <p className="payment-test-note">{t('checkout.card.testMode')}</p>
      ) : null}
    </div>
  );
}
