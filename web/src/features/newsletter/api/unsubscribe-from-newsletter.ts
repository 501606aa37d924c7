import { apiClient } from '@/lib/api-client';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';

/** POST /newsletter/unsubscribe {token}, without auth: resolves with the server's message. */
export async function unsubscribeFromNewsletter(token: string): Promise<string | undefined> {
  const { message } = await apiClient.post('/newsletter/unsubscribe', { token }, { auth: false, fallbackMessage: NEWSLETTER_MESSAGES.unsubscribeFailed });
  return message;
}
