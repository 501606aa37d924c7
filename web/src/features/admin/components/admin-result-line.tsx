import { useT } from '@/lib/i18n/use-t';
import type { AdminPagination } from '../types';
import { rangeText, type ListKind } from '../utils/range-text';

/**
 * 'Showing 11–20 of 73 users', 'Filters applied' and 'Page 2 of 8' above a filtered admin
 * list, announced as they change; empty until a page has arrived (and while the list has failed).
 */
export function AdminResultLine({
  pagination,
  shown,
  kind,
  filtered,
}: {
  /** Undefined while there is no page to speak of. */
  pagination: AdminPagination | undefined;
  shown: number;
  /** What the list holds: products, orders, users or reviews. */
  kind: ListKind;
  filtered: boolean;
}) {
  const t = useT();
  return (
    <p className="admin-result-line" role="status">
      {pagination ? (
        <>
          <span>{rangeText(pagination, shown, kind)}</span>
          {filtered ? <span className="admin-result-note">{t('admin.list.filtersApplied')}</span> : null}
          {pagination.totalPages > 1 ? (
            <span className="admin-result-note">
              {t('admin.list.pageOf', { page: pagination.page, total: pagination.totalPages })}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
