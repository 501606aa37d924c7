import { useState, type FormEvent } from 'react';
import { normaliseSearchText } from '@shop/domain';
import { SearchField } from '@/components/ui/search-field';
import './listing-controls.css';

/** The listing's own search form: filters the listing (blank text clears the search). */
export function ListingSearch({ value, onSearch }: { value: string | null; onSearch: (search: string | null) => void }) {
  const [text, setText] = useState(value ?? '');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(normaliseSearchText(text));
  }
  return (
    <form className="listing-search" role="search" aria-label="Search the listing" onSubmit={submit}>
      <SearchField
        label="Search in products"
        iconClassName="listing-search-icon"
        value={text}
        onChange={setText}
        placeholder="Search products..."
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
