import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';

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
  const id = useId();
  return (
    <div className="admin-filters" role="search" aria-label="Filter users">
      <div className="admin-filter admin-filter-search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search users
        </label>
        <SearchIcon size={18} className="admin-filter-search-icon" />
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="Search by name, e-mail or username..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-role`} className="visually-hidden">
          Role
        </label>
        <select id={`${id}-role`} className="field-input admin-select" value={role} onChange={(event) => onRole(event.target.value)}>
          <option value="">All Roles</option>
          <option value="admin">Admin</option>
          <option value="user">User</option>
        </select>
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-status`} className="visually-hidden">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field-input admin-select"
          value={status}
          onChange={(event) => onStatus(event.target.value)}
        >
          <option value="">All Statuses</option>
          <option value="active">Active</option>
          <option value="blocked">Blocked</option>
        </select>
      </div>
    </div>
  );
}
