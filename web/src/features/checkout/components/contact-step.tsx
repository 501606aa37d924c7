import type { ComponentProps } from 'react';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutField } from './checkout-field';

type ContactField = Omit<ComponentProps<typeof CheckoutField>, 'form' | 'label' | 'hint'> & { label: MessageKey; hint?: MessageKey };

/** Every contact field is required, so each is marked aria-required. */
const CONTACT_FIELDS: ContactField[] = [
  { name: 'firstName', label: 'checkout.field.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'checkout.field.lastName', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'checkout.field.email',
    type: 'email',
    autoComplete: 'email',
    hint: 'checkout.field.emailHint',
  },
  {
    name: 'phone',
    label: 'checkout.field.phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '07XX XXX XXX',
    hint: 'checkout.field.phoneHint',
  },
];

/** Step 1: contact information, and whether the order's updates come by SMS too. */
export function ContactStep({ form }: { form: CheckoutForm }) {
  const t = useT();
  return (
    <div className="checkout-grid">
      {CONTACT_FIELDS.map(({ label, hint, ...field }) => (
        <CheckoutField key={field.name} form={form} {...field} label={t(label)} hint={hint && t(hint)} aria-required="true" />
      ))}
      <label className="checkout-consent">
        <input type="checkbox" name="smsUpdates" checked={form.smsUpdates} onChange={(event) => form.setSmsUpdates(event.target.checked)} />
        <span>{t('checkout.smsConsent')}</span>
      </label>
    </div>
  );
}
