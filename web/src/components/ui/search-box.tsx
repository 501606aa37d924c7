import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/lib/i18n/use-t';
import { SearchField } from './search-field';
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
  placeholder,
  defaultValue = '',
  className = '',
  onSearched,
}: SearchBoxProps) {
  const t = useT();
  const [, navigate] = useLocation();
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
      <SearchField
        label={t('search.label')}
        iconClassName="search-box-icon"
        iconSize={size === 'large' ? 22 : 18}
        name="q"
        value={query}
        onChange={setQuery}
        placeholder={placeholder ?? t('search.placeholder')}
      />
      <button type="submit" className="search-box-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
