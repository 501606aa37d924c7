import { apiClient } from '@/lib/api-client';

/** POST /auth/logout: revokes the refresh token on the server. */
export async function logout(refreshToken: string): Promise<void> {
  await apiClient.post('/auth/logout', { refreshToken }, { auth: false });
}
