import type { InputHTMLAttributes } from 'react';
import { FormField } from './form-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
  className?: string;
}

/** A labelled input with its hint and error (linked with aria-describedby). */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {({ required: _marked, ...control }) => <input className="field-input" {...control} {...input} />}
    </FormField>
  );
}
