import { useId } from 'react';
import { TrashIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import type { RowErrors, SynonymRow } from '../utils/synonym-rows';
import { AdminTable } from './admin-table';

/** Puts the caret in the row the admin just added (a stable callback: React calls it once, on mount). */
const takeFocus = (input: HTMLInputElement | null) => input?.focus();

/** The synonym table: each row's word, its terms as comma-separated text, and Remove. */
export function SynonymTable({
  rows,
  errors,
  addedKey,
  disabled,
  onEdit,
  onRemove,
}: {
  rows: SynonymRow[];
  errors: Record<number, RowErrors>;
  addedKey: number | null;
  disabled: boolean;
  onEdit: (key: number, field: 'word' | 'terms', value: string) => void;
  onRemove: (key: number) => void;
}) {
  const t = useT();
  const id = useId();
  const columns = { word: t('admin.search.col.word'), terms: t('admin.search.col.terms') };
  return (
    <AdminTable caption={t('admin.search.caption')} columns={[columns.word, columns.terms]} actions>
      {rows.map((row, index) => {
        const error = errors[row.key] ?? {};
        const errorId = (field: 'word' | 'terms') => (error[field] ? `${id}-${row.key}-${field}` : undefined);
        const field = (name: 'word' | 'terms', label: string) => (
          <td data-label={columns[name]} className={`synonym-cell-${name}`}>
            <input
              ref={name === 'word' && row.key === addedKey ? takeFocus : undefined}
              className="field-input"
              aria-label={label}
              aria-invalid={error[name] ? true : undefined}
              aria-describedby={errorId(name)}
              value={row[name]}
              onChange={(event) => onEdit(row.key, name, event.target.value)}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
            />
            {error[name] ? (
              <span id={errorId(name)} className="admin-error-text">
                {error[name]}
              </span>
            ) : null}
          </td>
        );
        return (
          <tr key={row.key} data-testid="synonym-row">
            {field('word', t('admin.search.wordLabel', { row: index + 1 }))}
            {field('terms', t('admin.search.termsLabel', { row: index + 1 }))}
            <td className="admin-cell-actions">
              <button type="button" className="button admin-row-button admin-danger-button" onClick={() => onRemove(row.key)} disabled={disabled}>
                <TrashIcon size={16} /> {t('admin.search.remove')}
                <span className="visually-hidden"> {t('admin.search.removeTarget', { row: index + 1 })}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
