import { UserIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import { adminUsersFailed, useAdminUsers } from '../api/get-admin-users';
import { useBlockUser } from '../hooks/use-block-user';
import { useStayWithinPages } from '../hooks/use-filter-page';
import { useListFilters } from '../hooks/use-list-filters';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AdminResultLine } from './admin-result-line';
import { NO_USER_FILTERS, UserFilters } from './user-filters';
import { UserTable } from './user-table';
import './admin-products.css';
import './admin-lists.css';
import { invalidate } from '@/lib/use-query';

/**
 * /admin/users for an admin: search (debounced 500 ms), role and status filters, 10 per page,
 * block and unblock (never an admin). Every change reloads the list.
 */
export function AdminUsers() {
  const t = useT();
  const filters = useListFilters(NO_USER_FILTERS);
  const { page, setPage, filtered } = filters;
  const blocker = useBlockUser(() => invalidate('admin-users'));

  const list = useAdminUsers({ page, ...filters.applied });
  const pagination = list.data?.pagination;
  const users = list.data?.users ?? [];
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);

  return (
    <div className="admin-screen">
      <div className="admin-toolbar">
        <UserFilters filters={filters.typed} onChange={filters.setFilter} />
      </div>

      <AdminResultLine
        pagination={list.status === 'error' ? undefined : pagination}
        shown={users.length}
        kind="users"
        filtered={filtered}
      />

      <AdminAlert message={blocker.failure} action={t('admin.common.dismiss')} onAction={blocker.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={adminUsersFailed()}
        loadingText={t('admin.users.loading')}
        rowCount={users.length}
        empty={
          <NoRowsFound
            icon={<UserIcon size={28} />}
            title={t('admin.users.empty')}
            hint={t('admin.users.emptyHint')}
            filtered={filtered}
            onClearFilters={filters.clear}
          />
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: t('admin.users.pages') }}
      >
        <UserTable users={users} pendingId={blocker.pendingId} onToggle={(user) => void blocker.toggle(user)} />
      </AdminListBody>
    </div>
  );
}
