import { Link } from 'wouter';
import { useT } from '@/lib/i18n/use-t';
import './search-correction.css';

/** Stands for the corrected words in the translated sentence, which is then split around it to bold them. */
const MARK = '\u0000';

/**
 * "Did you mean": the shop searched for `searchedFor` instead of the misspelt `typed`; the link
 * (`exactHref`) searches the words exactly as typed.
 */
export function SearchCorrection({ searchedFor, typed, exactHref }: { searchedFor: string; typed: string; exactHref: string }) {
  const t = useT();
  const [before = '', after = ''] = t('catalog.search.showingResultsFor', { corrected: MARK }).split(MARK);
  return (
    <div className="search-correction">
      <p className="search-correction-used">
        {before}
        <b>{searchedFor}</b>
        {after}
      </p>
      <p className="search-correction-exact">
        <Link to={exactHref}>{t('catalog.search.searchInsteadFor', { q: typed })}</Link>
      </p>
    </div>
  );
}
