import type { ComponentProps } from 'react';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutField } from './checkout-field';

type ContactField = Omit<ComponentProps<typeof CheckoutField>, 'form'>;

/** Every contact field is required, so each is marked aria-required. */
const CONTACT_FIELDS: ContactField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send your order confirmation here.',
  },
  {
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '07XX XXX XXX',
    hint: 'For the delivery rider, e.g. 0788 123 456.',
  },
];

/** Step 1: contact information, and whether the order's updates come by SMS too. */
export function ContactStep({ form }: { form: CheckoutForm }) {
  return (
    <div className="checkout-grid">
      {CONTACT_FIELDS.map((field) => (
        <CheckoutField key={field.name} form={form} {...field} aria-required="true" />
      ))}
      <label className="checkout-consent">
        <input type="checkbox" name="smsUpdates" checked={form.smsUpdates} onChange={(event) => form.setSmsUpdates(event.target.checked)} />
        <span>Send me SMS updates about this order on this number (never advertising)</span>
      </label>
    </div>
  );
}
