import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';

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

/** Card (method stripe): name on card, number, expiry MM/YY and CVV, checked before sending. */
export function CardPanel({ form, info }: { form: CheckoutForm; info: PaymentMethodInfo }) {
  const { values, setField, errors } = form;
  return (
    <div className="payment-panel" data-testid="card-panel">
      {info.instructions ? <p className="payment-instructions">{info.instructions}</p> : null}
      <div className="checkout-grid">
        <TextField
          label="Name on card"
          name="cardName"
          autoComplete="cc-name"
          className="checkout-span-2"
          value={values.cardName}
          onChange={(event) => setField('cardName', event.target.value)}
          error={errors['card.nameOnCard']}
        />
        <TextField
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          className="checkout-span-2"
          value={values.cardNumber}
          onChange={(event) => setField('cardNumber', formatCardNumber(event.target.value))}
          error={errors['card.cardNumber']}
        />
        <TextField
          label="Expiry date"
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.cardExpiry}
          onChange={(event) => setField('cardExpiry', formatExpiry(event.target.value))}
          error={errors['card.expiryDate']}
        />
        <TextField
          label="CVV"
          name="cardCvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={values.cardCvv}
          onChange={(event) => setField('cardCvv', event.target.value.replace(/\D/g, ''))}
          error={errors['card.cvv']}
        />
      </div>
      {info.testMode ? (
        <p className="payment-test-note">Test mode: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.</p>
      ) : null}
    </div>
  );
}
