import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { Pagination } from '@/components/ui/pagination';
import { UserIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { ADMIN_USERS_FAILED, useAdminUsers } from '../api/get-admin-users';
import { useBlockUser } from '../hooks/use-block-user';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFilterPage, useStayWithinPages } from '../hooks/use-filter-page';
import { rangeText } from '../utils/range-text';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';
import './admin-products.css';
import './admin-lists.css';

/**
 * /admin/users for an admin: search (debounced 500 ms), role and status filters, 10 per page,
 * block and unblock (never an admin). Every change reloads the list.
 */
export function AdminUsers() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, FILTER_DEBOUNCE_MS);
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [version, setVersion] = useState(0);
  const filterKey = JSON.stringify([search.trim(), role, status]);
  const [page, setPage] = useFilterPage(filterKey);
  const blocker = useBlockUser(() => setVersion((n) => n + 1));

  const list = useAdminUsers({ page, search, role, status }, version);
  const pagination = list.data?.pagination;
  const users = list.data?.users ?? [];
  const filtered = Boolean(search.trim() || role || status);
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);

  let body;
  if (list.status === 'error') {
    body = (
      <ErrorState title={ADMIN_USERS_FAILED} message={list.error === ADMIN_USERS_FAILED ? null : list.error} onRetry={list.reload} />
    );
  } else if (!list.data) {
    body = <LoadingState text="Loading users..." />;
  } else if (users.length === 0) {
    body = (
      <EmptyState icon={<UserIcon size={28} />} title="No users found">
        <p className="state-message-text">{filtered ? 'Try adjusting your search terms or filters' : 'Users appear here once they register'}</p>
        {filtered ? (
          <div className="state-message-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSearchText('');
                setRole('');
                setStatus('');
              }}
            >
              Clear Filters
            </button>
          </div>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <div className={list.status === 'loading' ? 'admin-refreshing' : undefined} aria-busy={list.status === 'loading' || undefined}>
        <UserTable users={users} pendingId={blocker.pendingId} onToggle={(user) => void blocker.toggle(user)} />
        <Pagination page={page} totalPages={pagination?.totalPages ?? 1} onPage={setPage} label="User pages" />
      </div>
    );
  }

  return (
    <div className="admin-screen">
      <div className="admin-toolbar">
        <UserFilters search={searchText} role={role} status={status} onSearch={setSearchText} onRole={setRole} onStatus={setStatus} />
      </div>

      <p className="admin-result-line" role="status">
        {pagination && list.status !== 'error' ? (
          <>
            <span>{rangeText(pagination, users.length, { one: 'user', many: 'users' })}</span>
            {filtered ? <span className="admin-result-note">Filters applied</span> : null}
            {pagination.totalPages > 1 ? (
              <span className="admin-result-note">
                Page {pagination.page} of {pagination.totalPages}
              </span>
            ) : null}
          </>
        ) : null}
      </p>

      {blocker.failure ? (
        <p className="form-alert admin-alert" role="alert">
          {blocker.failure}
          <button type="button" className="admin-link-button" onClick={blocker.dismiss}>
            Dismiss
          </button>
        </p>
      ) : null}

      {body}
    </div>
  );
}
