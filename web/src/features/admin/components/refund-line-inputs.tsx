import { useId } from 'react';
import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import type { RefundableLine } from '../utils/refund-plan';

/** A quantity per order line, from 0 up to what is left of it to refund. */
export function RefundLineInputs({
  lines,
  quantities,
  disabled,
  onChange,
}: {
  lines: RefundableLine[];
  quantities: Readonly<Record<string, number>>;
  disabled: boolean;
  /** Keyed by the line's key (product, and variant). */
  onChange: (key: string, quantity: number) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <ul className="refund-lines">
      {lines.map((line, index) => (
        <li key={line.key} className="refund-line">
          <label htmlFor={`${id}-${index}`} className="refund-line-name">
            {line.name}
            <span className="refund-line-left">{t('admin.refunds.lineLeft', { left: line.left, bought: line.bought, price: formatRwf(line.price) })}</span>
          </label>
          <input
            id={`${id}-${index}`}
            className="field-input refund-line-quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={line.left}
            step={1}
            value={quantities[line.key] ?? 0}
            disabled={disabled || line.left === 0}
            onChange={(event) => onChange(line.key, Math.min(line.left, Math.max(0, Math.floor(Number(event.target.value) || 0))))}
          />
        </li>
      ))}
    </ul>
  );
}
