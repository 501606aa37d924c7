import { apiClient } from '@/lib/api-client';

/**
 * POST /auth/logout: revokes the refresh token's session on the server and, sent with the access
 * token, that token's session too, so a copy of it stops working at once. The token goes in the
 * header here rather than through the client's `auth`, which would refresh the session on a 401.
 */
export async function logout(tokens: { refreshToken: string | null; accessToken: string | null }): Promise<void> {
  const headers: Record<string, string> = tokens.accessToken ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
  const body = tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {};
  await apiClient.post('/auth/logout', body, { auth: false, headers });
}
