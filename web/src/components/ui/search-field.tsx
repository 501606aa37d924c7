import { useId } from 'react';
import { SearchIcon } from './icons';

/**
 * The input of a search form with its label (for screen readers only; the magnifier and the
 * placeholder say it to the eye). Phones show a Search key.
 */
export function SearchField({
  label,
  iconClassName,
  iconSize = 18,
  name,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  iconClassName: string;
  iconSize?: number;
  name?: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={iconSize} className={iconClassName} />
      <input
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
    </>
  );
}
