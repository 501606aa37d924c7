import type { AdminPagination } from '../types';
import { rangeText } from '../utils/range-text';

/**
 * 'Showing 11–20 of 73 users', 'Filters applied' and 'Page 2 of 8' above a filtered admin
 * list, announced as they change; empty until a page has arrived (and while the list has failed).
 */
export function AdminResultLine({
  pagination,
  shown,
  noun,
  filtered,
}: {
  /** Undefined while there is no page to speak of. */
  pagination: AdminPagination | undefined;
  shown: number;
  noun: { one: string; many: string };
  filtered: boolean;
}) {
  return (
    <p className="admin-result-line" role="status">
      {pagination ? (
        <>
          <span>{rangeText(pagination, shown, noun)}</span>
          {filtered ? <span className="admin-result-note">Filters applied</span> : null}
          {pagination.totalPages > 1 ? (
            <span className="admin-result-note">
              Page {pagination.page} of {pagination.totalPages}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
