import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { ProfileChanges, User } from '../types';

/** PATCH /users/me: the editable profile fields (never the email). */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const { data } = await apiClient.patch('/users/me', changes, {
    fallbackMessage: 'Failed to update your profile. Please try again.',
    schema: contractSchema('userAnswerSchema'),
  });
  return data.user;
}
