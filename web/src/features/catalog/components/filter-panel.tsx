import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import type { FacetCount } from '../types';
import type { ListingParams } from '../utils/listing-params';
import { PriceRange } from './price-range';
import './filter-panel.css';

interface FilterPanelProps {
  id: string;
  state: ListingParams;
  categories: FacetCount[];
  brands: FacetCount[];
  onChange: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

function RadioList({
  legend,
  name,
  allLabel,
  options,
  value,
  label,
  onSelect,
  scroll = false,
}: {
  legend: string;
  name: string;
  allLabel: string;
  options: FacetCount[];
  value: string | null;
  label: (name: string) => string;
  onSelect: (value: string | null) => void;
  /** Long lists (brands) scroll inside the panel. */
  scroll?: boolean;
}) {
  // The current value stays selectable even when the loaded list does not have it.
  const known = options.some((o) => o.name.toLowerCase() === value?.toLowerCase());
  const all = value && !known ? [{ name: value, count: 0 }, ...options] : options;
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul className={`filter-options${scroll ? ' filter-options-scroll' : ''}`}>
        <li>
          <label className="filter-option">
            <input type="radio" name={name} checked={!value} onChange={() => onSelect(null)} />
            <span>{allLabel}</span>
          </label>
        </li>
        {all.map((option) => (
          <li key={option.name}>
            <label className="filter-option">
              <input
                type="radio"
                name={name}
                checked={option.name.toLowerCase() === value?.toLowerCase()}
                onChange={() => onSelect(option.name)}
              />
              <span>{label(option.name)}</span>
              {option.count ? <span className="filter-count">{option.count}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Category and brand radios, price range, 'Featured Products Only' and Clear All. */
export function FilterPanel({ id, state, categories, brands, onChange, onClear }: FilterPanelProps) {
  const t = useT();
  const onPrice = useCallback(
    (range: { minPrice: number | null; maxPrice: number | null }) => onChange(range, { replace: true }),
    [onChange],
  );
  return (
    <section id={id} className="filter-panel" aria-label={t('catalog.filters.title')}>
      <div className="filter-panel-head">
        <h2>{t('catalog.filters.title')}</h2>
        <button type="button" className="filter-clear" onClick={onClear}>
          {t('catalog.filters.clearAll')}
        </button>
      </div>
      <RadioList
        legend={t('catalog.filters.category')}
        name="category"
        allLabel={t('catalog.filters.allCategories')}
        options={categories}
        value={state.category}
        label={categoryLabel}
        onSelect={(category) => onChange({ category })}
      />
      <RadioList
        legend={t('catalog.filters.brand')}
        name="brand"
        allLabel={t('catalog.filters.allBrands')}
        options={brands}
        value={state.brand}
        label={(name) => name}
        onSelect={(brand) => onChange({ brand })}
        scroll
      />
      <PriceRange
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        onChange={onPrice}
      />
      <fieldset className="filter-group">
        <legend>{t('catalog.filters.availability')}</legend>
        <label className="filter-option">
          <input type="checkbox" checked={state.featured} onChange={(event) => onChange({ featured: event.target.checked })} />
          <span>{t('catalog.filters.featuredOnly')}</span>
        </label>
      </fieldset>
    </section>
  );
}
