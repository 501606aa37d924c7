import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AuthResult } from '../types';

/** POST /auth/refresh: swaps a refresh token for a new pair (the old one is dead afterwards). */
export async function refreshTokens(refreshToken: string): Promise<AuthResult> {
  const { data } = await apiClient.post('/auth/refresh', { refreshToken }, {
    auth: false,
    fallbackMessage: 'Your session has expired. Please log in again.',
    schema: contractSchema('sessionSchema'),
  });
  return data;
}
