import { useId, type ReactNode } from 'react';
import { localMessage } from '@/lib/i18n/shop-messages';
import './form.css';

/** What a control inside a FormField spreads on itself. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/**
 * A labelled control (input, select, textarea) with its hint and error, linked with
 * aria-describedby; a required field is marked in its label and on the control.
 */
export function FormField({
  label,
  error,
  hint,
  required = false,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {localMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
