import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import './search-box.css';

interface SearchBoxProps {
  size?: 'default' | 'large';
  placeholder?: string;
  defaultValue?: string;
  className?: string;
  /** Called after a search was submitted (e.g. to close the mobile menu). */
  onSearched?: () => void;
}

/** A product search form: blank text is ignored; otherwise it goes to /search?q=. */
export function SearchBox({
  size = 'default',
  placeholder = 'Search products, brands…',
  defaultValue = '',
  className = '',
  onSearched,
}: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    onSearched?.();
  }

  return (
    <form role="search" className={`search-box search-box-${size} ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <SearchIcon className="search-box-icon" size={size === 'large' ? 22 : 18} />
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box-submit">
        Search
      </button>
    </form>
  );
}
