import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_USER_FILTERS = { search: '', role: '', status: '' };

/** Search (typing is debounced by the screen), role and status filters of /admin/users. */
export function UserFilters(bar: FilterBarProps<typeof NO_USER_FILTERS>) {
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label="Filter users">
      <SearchFilter label="Search users" placeholder="Search by name, e-mail or username..." {...bind('search')} />
      <SelectFilter label="Role" allLabel="All Roles" {...bind('role')}>
        <option value="admin">Admin</option>
        <option value="user">User</option>
      </SelectFilter>
      <SelectFilter label="Status" allLabel="All Statuses" {...bind('status')}>
        <option value="active">Active</option>
        <option value="blocked">Blocked</option>
      </SelectFilter>
    </div>
  );
}
