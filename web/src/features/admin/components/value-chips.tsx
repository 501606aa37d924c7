import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import { variantMessage } from '../utils/variant-messages';

/**
 * The values of an option as chips: type a value and press Enter to add it, × to remove one.
 * A value refused (typed twice, too long, one too many) stays in the field with its reason.
 */
export function ValueChips({
  label,
  values,
  error,
  disabled,
  onAdd,
  onRemove,
}: {
  label: string;
  values: string[];
  error?: string;
  disabled: boolean;
  /** False when the value was not added. */
  onAdd: (text: string) => boolean;
  onRemove: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the value; it never sends the form.
    event.preventDefault();
    if (text.trim() !== '' && onAdd(text)) setText('');
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {values.length > 0 ? (
        <ul className="variant-chips" aria-label={label}>
          {values.map((value) => (
            <li key={value} className="variant-chip">
              <span>{value}</span>
              <button
                type="button"
                className="variant-chip-remove"
                aria-label={t('admin.variants.removeValue', { value })}
                onClick={() => onRemove(value)}
                disabled={disabled}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="field-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('admin.variants.valuePlaceholder')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        autoComplete="off"
      />
      <p id={hintId} className="field-hint">
        {t('admin.variants.valuesHint')}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {variantMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
