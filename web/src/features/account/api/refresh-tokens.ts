import { ApiError, apiClient } from '@/lib/api-client';
import type { AuthResult } from '../types';
import { parseAuthResult } from '../utils/parse-user';

/** POST /auth/refresh: swaps a refresh token for a new pair (the old one is dead afterwards). */
export async function refreshTokens(refreshToken: string): Promise<AuthResult> {
  const { data } = await apiClient.post<unknown>('/auth/refresh', { refreshToken }, {
    auth: false,
    fallbackMessage: 'Your session has expired. Please log in again.',
  });
  const result = parseAuthResult(data);
  if (!result) throw new ApiError('Your session has expired. Please log in again.', 401);
  return result;
}
