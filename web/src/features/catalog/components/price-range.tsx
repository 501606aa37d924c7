import { useEffect, useId, useState } from 'react';
import { FILTER_DEBOUNCE_MS, parsePriceFilter } from '@shop/domain';

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
  const id = useId();
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));

  // Follow the URL when it changes from elsewhere (Clear All, back button), not while typing.
  useEffect(() => {
    setMin((current) => (parsePriceFilter(current) === minPrice ? current : minPrice === null ? '' : String(minPrice)));
  }, [minPrice]);
  useEffect(() => {
    setMax((current) => (parsePriceFilter(current) === maxPrice ? current : maxPrice === null ? '' : String(maxPrice)));
  }, [maxPrice]);

  useEffect(() => {
    const nextMin = parsePriceFilter(min);
    const nextMax = parsePriceFilter(max);
    if (nextMin === minPrice && nextMax === maxPrice) return;
    const timer = setTimeout(() => onChange({ minPrice: nextMin, maxPrice: nextMax }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [min, max, minPrice, maxPrice, onChange]);

  return (
    <fieldset className="filter-group">
      <legend>Price range (RWF)</legend>
      <div className="price-range">
        <div className="price-range-field">
          <label htmlFor={`${id}-min`}>Min price</label>
          <input
            id={`${id}-min`}
            className="field-input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="0"
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </div>
        <span aria-hidden="true" className="price-range-dash">
          –
        </span>
        <div className="price-range-field">
          <label htmlFor={`${id}-max`}>Max price</label>
          <input
            id={`${id}-max`}
            className="field-input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="1000000"
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
