import type { AdminUserPage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { adminListParams, useAdminList } from './admin-list-query';

export const adminUsersFailed = () => translate('admin.api.usersFailed');

/** A user as the admin list shows it (SPEC section 3, User). */
export type { User as AdminUser } from '@shop/contracts';

/** GET /admin/users filters: role 'admin' | 'user', status 'active' | 'blocked'; blank means all. */
export interface AdminUserQuery {
  page: number;
  search: string;
  role: string;
  status: string;
}

/** GET /admin/users?page&limit=10&search&role&status. */
export async function getAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  const { data } = await apiClient.get('/admin/users', {
    query: adminListParams(query),
    signal,
    fallbackMessage: adminUsersFailed(),
    schema: contractSchema('adminUserPageSchema'),
  });
  return data;
}

/** The list for the screen; loaded again after a change (`invalidate('admin-users')`). */
export function useAdminUsers(query: AdminUserQuery) {
  return useAdminList('admin-users', query, getAdminUsers);
}
