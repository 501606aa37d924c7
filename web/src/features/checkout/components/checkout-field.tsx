import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { fieldKey, type CheckoutForm } from '../hooks/use-checkout-form';
import type { CheckoutFormValues } from '../utils/checkout-fields';

type InputProps = Omit<ComponentProps<typeof TextField>, 'form' | 'name' | 'value' | 'onChange' | 'error'>;

/**
 * A text field bound to one checkout value: it shows the value, stores what is typed (tidied by
 * `format`, e.g. the card number's spaces) and shows the message the rules left for it.
 */
export function CheckoutField({
  form,
  name,
  format,
  ...input
}: InputProps & { form: CheckoutForm; name: keyof CheckoutFormValues; format?: (typed: string) => string }) {
  return (
    <TextField
      {...input}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.setField(name, format ? format(event.target.value) : event.target.value)}
      error={form.errors[fieldKey(name)]}
    />
  );
}
