import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { FILLABLE_COLUMNS, type FillableColumn } from '../utils/variant-rows';

const LABELS = { price: 'admin.form.price', quantity: 'admin.form.quantity', lowStockThreshold: 'admin.form.lowStock' } as const;
const INPUTS = {
  price: { step: 'any', inputMode: 'decimal' },
  quantity: { step: 1, inputMode: 'numeric' },
  lowStockThreshold: { step: 1, inputMode: 'numeric' },
} as const;

/**
 * Bulk edit: for price, stock and low-stock alert, a value and "Set all", which puts it in that
 * column of every variant (Enter in the field does the same).
 */
export function VariantFillBar({ disabled, onFill }: { disabled: boolean; onFill: (column: FillableColumn, value: string) => void }) {
  const t = useT();
  const id = useId();
  const [texts, setTexts] = useState<Record<FillableColumn, string>>({ price: '', quantity: '', lowStockThreshold: '' });

  function fill(column: FillableColumn) {
    if (texts[column].trim() !== '') onFill(column, texts[column].trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, column: FillableColumn) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    fill(column);
  }

  return (
    <fieldset className="variant-fill">
      <legend className="field-label">{t('admin.variants.setAllLegend')}</legend>
      <div className="variant-fill-fields">
        {FILLABLE_COLUMNS.map((column) => {
          const label = t('admin.variants.setAllLabel', { column: t(LABELS[column]) });
          return (
            <div key={column} className="variant-fill-field">
              <label htmlFor={`${id}-${column}`} className="field-hint">
                {t(LABELS[column])}
              </label>
              <div className="variant-fill-row">
                <input
                  id={`${id}-${column}`}
                  className="field-input variant-input"
                  type="number"
                  min={0}
                  {...INPUTS[column]}
                  aria-label={label}
                  value={texts[column]}
                  onChange={(event) => setTexts((current) => ({ ...current, [column]: event.target.value }))}
                  onKeyDown={(event) => onKeyDown(event, column)}
                  disabled={disabled}
                />
                <button type="button" className="button button-secondary admin-row-button" onClick={() => fill(column)} disabled={disabled}>
                  {t('admin.variants.setAll')}
                  <span className="visually-hidden"> {label}</span>
                </button>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
