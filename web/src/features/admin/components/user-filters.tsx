import { useT } from '@/lib/i18n/use-t';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_USER_FILTERS = { search: '', role: '', status: '' };

/** Search (typing is debounced by the screen), role and status filters of /admin/users. */
export function UserFilters(bar: FilterBarProps<typeof NO_USER_FILTERS>) {
  const t = useT();
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label={t('admin.users.filter')}>
      <SearchFilter label={t('admin.users.search')} placeholder={t('admin.users.searchPlaceholder')} {...bind('search')} />
      <SelectFilter label={t('admin.users.role')} allLabel={t('admin.users.allRoles')} {...bind('role')}>
        <option value="admin">{t('admin.users.roleAdmin')}</option>
        <option value="user">{t('admin.users.roleUser')}</option>
      </SelectFilter>
      <SelectFilter label={t('admin.filter.status')} allLabel={t('admin.filter.allStatuses')} {...bind('status')}>
        <option value="active">{t('admin.users.active')}</option>
        <option value="blocked">{t('admin.users.blocked')}</option>
      </SelectFilter>
    </div>
  );
}
