import type { SmsSettings } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';

export const SMS_SETTINGS_FAILED = 'Failed to load your SMS updates';
export const SMS_SETTING_FAILED = 'Failed to change your SMS updates. Please try again.';

/** GET /users/me/sms: the numbers the shopper's orders went to, and whether each gets SMS updates. */
export async function getSmsSettings(signal?: AbortSignal): Promise<SmsSettings> {
  const { data } = await apiClient.get('/users/me/sms', { signal, fallbackMessage: SMS_SETTINGS_FAILED, schema: contractSchema('smsSettingsSchema') });
  return data;
}

export function useSmsSettings(userId: string) {
  return useQuery(['sms-settings', userId], (signal) => getSmsSettings(signal));
}

/** PUT /users/me/sms: one number on or off. */
export async function setSmsUpdates(number: string, updates: boolean): Promise<SmsSettings> {
  const { data } = await apiClient.put('/users/me/sms', { number, updates }, { fallbackMessage: SMS_SETTING_FAILED, schema: contractSchema('smsSettingsSchema') });
  return data;
}
