import { join } from 'node:path';
import type { Config } from '../config/config.schema';
import type { SmsSender } from './sms.port';

/**
 * Pindo when PINDO_API_TOKEN is set, Africa's Talking when AFRICASTALKING_USERNAME and _API_KEY
 * are, the second as the first's fallback when both are, each message retried with backoff;
 * otherwise JSON files in `directory` (default DATA_DIR/sms-outbox).
 */
export async function openSmsSender(config: Config, options: { directory?: string } = {}): Promise<SmsSender> {
  const providers: SmsSender[] = [];
  if (config.PINDO_API_TOKEN) {
    const { PindoSmsSender } = await import('./pindo/pindo-sms-sender');
    providers.push(new PindoSmsSender({ token: config.PINDO_API_TOKEN, sender: config.SMS_SENDER_ID, baseUrl: config.PINDO_API_URL }));
  }
  if (config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY) {
    const { AfricasTalkingSmsSender } = await import('./africastalking/africas-talking-sms-sender');
    providers.push(
      new AfricasTalkingSmsSender({
        username: config.AFRICASTALKING_USERNAME,
        apiKey: config.AFRICASTALKING_API_KEY,
        sender: config.SMS_SENDER_ID,
        baseUrl: config.AFRICASTALKING_API_URL,
      }),
    );
  }
  const [primary, secondary] = providers;
  if (primary) {
    const { FailoverSmsSender } = await import('./failover-sms-sender');
    return new FailoverSmsSender({ primary, secondary });
  }
  const { OutboxFolderSmsSender } = await import('./outbox/outbox-folder-sms-sender');
  return new OutboxFolderSmsSender({ directory: options.directory ?? join(config.DATA_DIR, 'sms-outbox'), sender: config.SMS_SENDER_ID });
}
