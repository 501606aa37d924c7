import { useEffect, useId, useRef, type FormEvent } from 'react';
import { AlertIcon, CheckCircleIcon, SearchIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import type { SearchSynonym } from '../api/get-search-synonyms';
import { useSynonymTable } from '../hooks/use-synonym-table';
import { SYNONYM_LIMITS } from '../utils/synonym-rows';
import { PlusIcon } from './admin-icons';
import { SynonymTable } from './synonym-table';

/**
 * The synonym table as a form: rows to add, edit and remove, saved together with Save. Rows
 * are checked with the contract's limits before anything is sent; after a refused save the
 * focus goes to the first field to fix.
 */
export function SynonymEditor({ stored }: { stored: SearchSynonym[] }) {
  const t = useT();
  const editor = useSynonymTable(stored);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (editor.rejections > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [editor.rejections]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save();
  }

  return (
    <form ref={form} className="admin-panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <div className="admin-panel-header">
        <h2 id={titleId} className="admin-panel-title">
          <SearchIcon size={18} /> {t('admin.search.title')}
        </h2>
        <span className="admin-muted-note">{t('admin.search.count', { count: editor.rows.length, max: SYNONYM_LIMITS.entries })}</span>
      </div>
      <p className="admin-panel-text">{t('admin.search.explain')}</p>
      <p className="admin-panel-text">{t('admin.search.termsHint', { terms: SYNONYM_LIMITS.terms, length: SYNONYM_LIMITS.length })}</p>

      {editor.rows.length === 0 ? (
        <EmptyState icon={<SearchIcon size={28} />} title={t('admin.search.empty')} headingLevel={3}>
          <p className="state-message-text">{t('admin.search.emptyHint')}</p>
        </EmptyState>
      ) : (
        <SynonymTable
          rows={editor.rows}
          errors={editor.errors.rows}
          addedKey={editor.addedKey}
          disabled={editor.saving}
          onEdit={editor.edit}
          onRemove={editor.remove}
        />
      )}

      {editor.state.status === 'saved' ? (
        <p className="form-success" role="status">
          <CheckCircleIcon size={18} /> {t('admin.search.saved')}
        </p>
      ) : null}
      {editor.state.status === 'failed' ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} /> {[editor.state.message, ...editor.errors.table].join(' ')}
        </p>
      ) : null}

      <div className="admin-form-actions">
        <button type="button" className="button button-secondary" onClick={editor.add} disabled={editor.saving || editor.full}>
          <PlusIcon size={16} /> {t('admin.search.add')}
        </button>
        <button type="submit" className="button button-primary" disabled={editor.saving}>
          {editor.saving ? t('admin.common.saving') : t('admin.search.save')}
        </button>
      </div>
    </form>
  );
}
