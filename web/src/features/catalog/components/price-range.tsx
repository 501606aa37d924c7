import { useEffect, useId, useState } from 'react';
import { FILTER_DEBOUNCE_MS, parsePriceFilter } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';

const priceText = (price: number | null) => (price === null ? '' : String(price));

/**
 * What is typed for one bound. It follows the URL when that changes from elsewhere (Clear All,
 * back button), not while typing.
 */
function useBoundText(price: number | null) {
  const [text, setText] = useState(priceText(price));
  useEffect(() => {
    setText((current) => (parsePriceFilter(current) === price ? current : priceText(price)));
  }, [price]);
  return [text, setText] as const;
}

/** One labelled bound of the range, in RWF. */
function PriceBound({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="price-range-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field-input"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Min and max price in RWF (placeholders 0 and 1000000). Typing is applied after a short
 * pause; numbers are read as decimals and anything else means no limit.
 */
export function PriceRange({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const t = useT();
  const id = useId();
  const [min, setMin] = useBoundText(minPrice);
  const [max, setMax] = useBoundText(maxPrice);

  useEffect(() => {
    const nextMin = parsePriceFilter(min);
    const nextMax = parsePriceFilter(max);
    if (nextMin === minPrice && nextMax === maxPrice) return;
    const timer = setTimeout(() => onChange({ minPrice: nextMin, maxPrice: nextMax }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [min, max, minPrice, maxPrice, onChange]);

  return (
    <fieldset className="filter-group">
      <legend>{t('catalog.filters.priceRange')}</legend>
      <div className="price-range">
        <PriceBound id={`${id}-min`} label={t('catalog.filters.minPrice')} placeholder="0" value={min} onChange={setMin} />
        <span aria-hidden="true" className="price-range-dash">
          –
        </span>
        <PriceBound id={`${id}-max`} label={t('catalog.filters.maxPrice')} placeholder="1000000" value={max} onChange={setMax} />
      </div>
    </fieldset>
  );
}
