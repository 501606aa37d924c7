import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { localMessage } from '@/lib/i18n/shop-messages';
import { translate } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import type { SearchSynonym } from '../api/get-search-synonyms';
import { saveSearchSynonyms, synonymsSaveFailed } from '../api/save-search-synonyms';
import {
  blankRow,
  checkRows,
  hasTableErrors,
  noTableErrors,
  rowsOf,
  serverErrorsOf,
  SYNONYM_LIMITS,
  type SynonymRow,
  type TableErrors,
} from '../utils/synonym-rows';

export type SynonymSaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/** Why a save failed, in one line: the rows to fix, or the server's reason. */
function failureOf(error: unknown, errors: TableErrors): string {
  if (hasTableErrors(errors)) return translate('admin.search.fixRows');
  const failure = synonymsSaveFailed();
  const reason = error instanceof Error ? error.message : '';
  return reason && reason !== failure ? translate('admin.common.failedBecause', { failure, reason: localMessage(reason) }) : failure;
}

/**
 * The synonym editor's state: its rows, each row's errors (the contract's limits first, then
 * the server's), and the save of the whole table. A saved table shows as the server stored it.
 */
export function useSynonymTable(stored: SearchSynonym[]) {
  const [rows, setRows] = useState<SynonymRow[]>(() => rowsOf(stored));
  const [errors, setErrors] = useState<TableErrors>(noTableErrors);
  const [state, setState] = useState<SynonymSaveState>({ status: 'idle' });
  /** The row just added, whose word field takes the focus. */
  const [addedKey, setAddedKey] = useState<number | null>(null);
  /** Counts refused saves, so the editor can move the focus to the first field to fix after each. */
  const [rejections, setRejections] = useState(0);
  const saving = state.status === 'saving';

  function changed() {
    if (state.status === 'saved' || state.status === 'failed') setState({ status: 'idle' });
  }

  function edit(key: number, field: 'word' | 'terms', value: string) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors((current) => {
      if (!current.rows[key]?.[field]) return current;
      const { [field]: _fixed, ...rest } = current.rows[key];
      return { ...current, rows: { ...current.rows, [key]: rest } };
    });
    changed();
  }

  function add() {
    if (rows.length >= SYNONYM_LIMITS.entries) return;
    const row = blankRow();
    setRows((current) => [...current, row]);
    setAddedKey(row.key);
    changed();
  }

  function remove(key: number) {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors((current) => {
      const { [key]: _removed, ...rest } = current.rows;
      return { rows: rest, table: [] };
    });
    changed();
  }

  function refuse(found: TableErrors, error?: unknown) {
    setErrors(found);
    setState({ status: 'failed', message: failureOf(error, found) });
    setRejections((n) => n + 1);
  }

  async function save(): Promise<void> {
    if (saving) return;
    const checked = checkRows(rows);
    if (!checked.ok) return refuse(checked.errors);
    setErrors(noTableErrors());
    setState({ status: 'saving' });
    try {
      const saved = await saveSearchSynonyms(checked.body);
      setRows(rowsOf(saved.synonyms));
      setAddedKey(null);
      setState({ status: 'saved' });
      invalidate('search-synonyms');
    } catch (error) {
      refuse(serverErrorsOf(error instanceof ApiError ? error.errors : [], checked.sentKeys), error);
    }
  }

  return { rows, errors, state, saving, addedKey, rejections, full: rows.length >= SYNONYM_LIMITS.entries, edit, add, remove, save };
}
