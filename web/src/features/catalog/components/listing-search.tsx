import { useId, useState, type FormEvent } from 'react';
import { normaliseSearchText } from '@shop/domain';
import { SearchIcon } from '@/components/ui/icons';
import './listing-controls.css';

/** The listing's own search form: filters the listing (blank text clears the search). */
export function ListingSearch({ value, onSearch }: { value: string | null; onSearch: (search: string | null) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(normaliseSearchText(text));
  }
  return (
    <form className="listing-search" role="search" aria-label="Search the listing" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search in products
      </label>
      <SearchIcon size={18} className="listing-search-icon" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Search products..."
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
