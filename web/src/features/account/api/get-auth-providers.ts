import { apiClient } from '@/lib/api-client';
import type { AuthProviders, DemoAccount } from '../types';

function parseDemoAccounts(value: unknown): DemoAccount[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): DemoAccount[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { email, password, role, label } = entry as Record<string, unknown>;
    if (typeof email !== 'string' || typeof password !== 'string') return [];
    return [
      {
        email,
        password,
        role: role === 'ADMIN' ? 'ADMIN' : 'USER',
        label: typeof label === 'string' && label ? label : email,
      },
    ];
  });
}

/** GET /auth/providers: which sign-in methods this server offers. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const { data } = await apiClient.get<Partial<AuthProviders>>('/auth/providers', {
    auth: false,
    signal,
    fallbackMessage: 'Failed to load sign-in options',
  });
  const demo = data?.demo === true;
  return {
    google: data?.google === true,
    github: data?.github === true,
    demo,
    demoAccounts: demo ? parseDemoAccounts(data?.demoAccounts) : [],
  };
}
