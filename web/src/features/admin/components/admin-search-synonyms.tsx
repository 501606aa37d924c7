import { ErrorState, LoadingState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { synonymsFailed, useSearchSynonyms } from '../api/get-search-synonyms';
import { SynonymEditor } from './synonym-editor';
import './admin-products.css';
import './admin-lists.css';
import './synonym-table.css';

/**
 * /admin/search for an admin: the search synonym table ("clavier" → keyboard), loaded once and
 * then edited on the page; a reload in the background leaves unsaved edits alone.
 */
export function AdminSearchSynonyms() {
  const t = useT();
  const table = useSearchSynonyms();
  let body;
  if (table.status === 'error' && !table.data) {
    const failed = synonymsFailed();
    body = <ErrorState title={failed} message={table.error === failed ? null : table.error} onRetry={table.reload} />;
  } else if (!table.data) body = <LoadingState text={t('admin.search.loading')} />;
  else body = <SynonymEditor stored={table.data.synonyms} />;
  return <div className="admin-screen">{body}</div>;
}
