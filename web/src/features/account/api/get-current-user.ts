import { ApiError, apiClient } from '@/lib/api-client';
import type { User } from '../types';
import { parseUser } from '../utils/parse-user';

/**
 * GET /auth/me. With `token`, checks that token alone (no refresh on a 401), as the social
 * login return needs; without, uses the stored session.
 */
export async function getCurrentUser(options: { token?: string; signal?: AbortSignal } = {}): Promise<User> {
  const { token, signal } = options;
  const response = await apiClient.get<{ user?: unknown }>('/auth/me', {
    signal,
    fallbackMessage: 'Failed to load your account',
    ...(token ? { auth: false, headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  const user = parseUser(response.data?.user);
  if (!user) throw new ApiError('Failed to load your account', 200);
  return user;
}
