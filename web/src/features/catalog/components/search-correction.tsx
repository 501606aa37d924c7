import { Trans } from '@lingui/react';
import { Link } from 'wouter';
import type { MessageKey } from '@/lib/i18n/use-t';
import { useT } from '@/lib/i18n/use-t';
import './search-correction.css';

const showingKey: MessageKey = 'catalog.search.showingResultsFor';

/**
 * "Did you mean": the shop searched for `searchedFor` instead of the misspelt `typed`; the link
 * (`exactHref`) searches the words exactly as typed.
 */
export function SearchCorrection({ searchedFor, typed, exactHref }: { searchedFor: string; typed: string; exactHref: string }) {
  const t = useT();
  return (
    <div className="search-correction">
      <p className="search-correction-used">
        <Trans id={showingKey} values={{ corrected: <b>{searchedFor}</b> }} />
      </p>
      <p className="search-correction-exact">
        <Link to={exactHref}>{t('catalog.search.searchInsteadFor', { q: typed })}</Link>
      </p>
    </div>
  );
}
