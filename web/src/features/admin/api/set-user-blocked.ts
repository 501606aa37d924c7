import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminUser } from './get-admin-users';

export const userStatusFailed = () => translate('admin.api.userStatusFailed');

/** PATCH /admin/users/{id}/block {blocked}: the server refuses to block an admin. */
export async function setUserBlocked(id: string, blocked: boolean): Promise<AdminUser> {
  const { data } = await apiClient.patch(`/admin/users/${encodeURIComponent(id)}/block`, { blocked }, {
    fallbackMessage: userStatusFailed(),
    schema: contractSchema('userAnswerSchema'),
  });
  return data.user;
}
