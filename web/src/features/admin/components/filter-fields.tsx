import { useId, type ReactNode } from 'react';
import { SearchIcon } from '@/components/ui/icons';

/** What a filter bar is given: the filters as typed, and how to change one. */
export interface FilterBarProps<Filters> {
  filters: Filters;
  onChange: (key: keyof Filters, value: string) => void;
}

/** `bind(key)` gives a filter control its value and the onChange that sets that filter. */
export function filterBinder<Filters extends Record<keyof Filters, string>>({
  filters,
  onChange,
}: FilterBarProps<Filters>) {
  return (key: keyof Filters) => ({ value: filters[key], onChange: (value: string) => onChange(key, value) });
}

/** The search box of an admin filter bar; the label is for screen readers only. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-filter admin-filter-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={18} className="admin-filter-search-icon" />
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

/** A select of an admin filter bar: '' (the `allLabel` option) first, then the given options. */
export function SelectFilter({
  label,
  allLabel,
  value,
  onChange,
  children,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements after the 'All …' one. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} className="field-input admin-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {children}
      </select>
    </div>
  );
}
