import type { SubscribeBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/use-t';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';

/**
 * POST /newsletter/subscribe {email, language}, without a token: the welcome e-mail (and the
 * newsletter's footers) come in the language the shop speaks now. Resolves with the server's message.
 */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const body: SubscribeBody = { email, language: currentLanguage() };
  const { message } = await apiClient.post('/newsletter/subscribe', body, { auth: false, fallbackMessage: NEWSLETTER_MESSAGES.subscribeFailed });
  return message || NEWSLETTER_MESSAGES.subscribed;
}
