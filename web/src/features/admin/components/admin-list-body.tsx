import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';

/**
 * The body of an admin list: the failure with Try Again (the server's message under the
 * title unless it is the title itself), 'Loading …' until the first page arrives, the empty
 * state when the page has no rows, else the rows and the page numbers. While another page
 * loads, the rows shown stay in view, dimmed and marked busy.
 */
export function AdminListBody({
  list,
  failedTitle,
  keepRowsOnError = false,
  loadingText,
  rowCount,
  empty,
  pages,
  children,
}: {
  list: { status: 'loading' | 'error' | 'success'; data: unknown; error: string | null; reload: () => void };
  failedTitle: string;
  /** A failed reload leaves the rows in view (the screen says what failed above them). */
  keepRowsOnError?: boolean;
  loadingText: string;
  rowCount: number;
  empty: ReactNode;
  pages: { page: number; totalPages: number; onPage: (page: number) => void; label: string };
  /** The rows of the page. */
  children: ReactNode;
}) {
  if (list.status === 'error' && !(keepRowsOnError && list.data)) {
    return <ErrorState title={failedTitle} message={list.error === failedTitle ? null : list.error} onRetry={list.reload} />;
  }
  if (!list.data) return <LoadingState text={loadingText} />;
  if (rowCount === 0) return empty;
  const refreshing = list.status === 'loading';
  return (
    <div className={refreshing ? 'admin-refreshing' : undefined} aria-busy={refreshing || undefined}>
      {children}
      <Pagination page={pages.page} totalPages={pages.totalPages} onPage={pages.onPage} label={pages.label} />
    </div>
  );
}

/**
 * A filtered list with nothing to show: 'Try adjusting …' and Clear Filters while filters
 * apply, else the hint of where the rows come from; `children` are further actions.
 */
export function NoRowsFound({
  icon,
  title,
  hint,
  filtered,
  onClearFilters,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  filtered: boolean;
  onClearFilters: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <EmptyState icon={icon} title={title}>
      <p className="state-message-text">{filtered ? t('admin.list.noMatch') : hint}</p>
      {filtered || children ? (
        <div className="state-message-actions">
          {filtered ? (
            <button type="button" className="button button-secondary" onClick={onClearFilters}>
              {t('admin.list.clearFilters')}
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </EmptyState>
  );
}
