import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AdminUser } from './get-admin-users';

export const UPDATE_USER_STATUS_FAILED = 'Failed to update user status';

/** PATCH /admin/users/{id}/block {blocked}: the server refuses to block an admin. */
export async function setUserBlocked(id: string, blocked: boolean): Promise<AdminUser> {
  const { data } = await apiClient.patch(`/admin/users/${encodeURIComponent(id)}/block`, { blocked }, {
    fallbackMessage: UPDATE_USER_STATUS_FAILED,
    schema: contractSchema('userAnswerSchema'),
  });
  return data.user;
}
