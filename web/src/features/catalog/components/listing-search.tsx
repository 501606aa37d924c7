import { useState, type FormEvent } from 'react';
import { normaliseSearchText } from '@shop/domain';
import { SearchField } from '@/components/ui/search-field';
import { useT } from '@/lib/i18n/use-t';
import './listing-controls.css';

/** The listing's own search form: filters the listing (blank text clears the search). */
export function ListingSearch({ value, onSearch }: { value: string | null; onSearch: (search: string | null) => void }) {
  const t = useT();
  const [text, setText] = useState(value ?? '');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(normaliseSearchText(text));
  }
  return (
    <form className="listing-search" role="search" aria-label={t('catalog.listing.searchLabel')} onSubmit={submit}>
      <SearchField
        label={t('catalog.listing.searchField')}
        iconClassName="listing-search-icon"
        value={text}
        onChange={setText}
        placeholder={t('catalog.listing.searchPlaceholder')}
      />
      <button type="submit" className="button button-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
