import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from '../hooks/use-checkout-form';

/** Step 1: contact information. */
export function ContactStep({ form }: { form: CheckoutForm }) {
  const { values, setField, errors } = form;
  return (
    <div className="checkout-grid">
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(event) => setField('firstName', event.target.value)}
        error={errors.firstName}
        aria-required="true"
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(event) => setField('lastName', event.target.value)}
        error={errors.lastName}
        aria-required="true"
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={errors.email}
        hint="We send your order confirmation here."
        aria-required="true"
      />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="07XX XXX XXX"
        value={values.phone}
        onChange={(event) => setField('phone', event.target.value)}
        error={errors.phone}
        hint="For the delivery rider, e.g. 0788 123 456."
        aria-required="true"
      />
    </div>
  );
}
