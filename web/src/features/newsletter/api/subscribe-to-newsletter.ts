import { apiClient } from '@/lib/api-client';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';

/** POST /newsletter/subscribe {email}, without a token: resolves with the server's message. */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const { message } = await apiClient.post('/newsletter/subscribe', { email }, { auth: false, fallbackMessage: NEWSLETTER_MESSAGES.subscribeFailed });
  return message || NEWSLETTER_MESSAGES.subscribed;
}
