import { SearchFilter, SelectFilter } from './filter-fields';

/** Search (typing is debounced by the screen), role and status filters of /admin/users. */
export function UserFilters({
  search,
  role,
  status,
  onSearch,
  onRole,
  onStatus,
}: {
  search: string;
  role: string;
  status: string;
  onSearch: (search: string) => void;
  onRole: (role: string) => void;
  onStatus: (status: string) => void;
}) {
  return (
    <div className="admin-filters" role="search" aria-label="Filter users">
      <SearchFilter label="Search users" placeholder="Search by name, e-mail or username..." value={search} onChange={onSearch} />
      <SelectFilter label="Role" allLabel="All Roles" value={role} onChange={onRole}>
        <option value="admin">Admin</option>
        <option value="user">User</option>
      </SelectFilter>
      <SelectFilter label="Status" allLabel="All Statuses" value={status} onChange={onStatus}>
        <option value="active">Active</option>
        <option value="blocked">Blocked</option>
      </SelectFilter>
    </div>
  );
}
