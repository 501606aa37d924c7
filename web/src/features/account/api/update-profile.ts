import { ApiError, apiClient } from '@/lib/api-client';
import type { ProfileChanges, User } from '../types';
import { parseUser } from '../utils/parse-user';

/** PATCH /users/me: the editable profile fields (never the email). */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const response = await apiClient.patch<{ user?: unknown }>('/users/me', changes, {
    fallbackMessage: 'Failed to update your profile. Please try again.',
  });
  const user = parseUser(response.data?.user);
  if (!user) throw new ApiError('Failed to update your profile. Please try again.', 200);
  return user;
}
