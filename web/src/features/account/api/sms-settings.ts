import type { SmsSettings } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const smsSettingsFailed = (): string => translate('account.api.smsFailed');
export const smsSettingFailed = (): string => translate('account.api.smsChangeFailed');

/** GET /users/me/sms: the numbers the shopper's orders went to, and whether each gets SMS updates. */
export async function getSmsSettings(signal?: AbortSignal): Promise<SmsSettings> {
  const { data } = await apiClient.get('/users/me/sms', { signal, fallbackMessage: smsSettingsFailed(), schema: contractSchema('smsSettingsSchema') });
  return data;
}

export function useSmsSettings(userId: string) {
  return useQuery(['sms-settings', userId], (signal) => getSmsSettings(signal));
}

/** PUT /users/me/sms: one number on or off. */
export async function setSmsUpdates(number: string, updates: boolean): Promise<SmsSettings> {
  const { data } = await apiClient.put('/users/me/sms', { number, updates }, { fallbackMessage: smsSettingFailed(), schema: contractSchema('smsSettingsSchema') });
  return data;
}
