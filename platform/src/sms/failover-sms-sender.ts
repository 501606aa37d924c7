import { setTimeout as sleep } from 'node:timers/promises';
import { SmsSendError, type OutgoingSms, type SentSms, type SmsSender } from './sms.port';

export interface FailoverSmsSenderOptions {
  primary: SmsSender;
  /** Tried when the primary gives up or refuses; none when only one provider is configured. */
  secondary?: SmsSender;
  /** The waits before each retry of a retryable failure, per provider: 1 s, 4 s, 16 s by default. */
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 4_000, 16_000] as const;

/**
 * Sends through the primary provider, trying a failure that may pass again after a growing
 * wait; when the primary gives up, or refuses outright, the secondary gets the message the
 * same way. What both fail is thrown with the last provider's reason.
 */
export class FailoverSmsSender implements SmsSender {
  constructor(private readonly options: FailoverSmsSenderOptions) {}

  async send(message: OutgoingSms): Promise<SentSms> {
    const { primary, secondary } = this.options;
    try {
      return await this.withRetries(primary, message);
    } catch (error) {
      // A message no provider can take (a foreign number, an empty text) is not worth a second one.
      if (!secondary || !(error instanceof SmsSendError) || error.failure === 'invalid') throw error;
      return this.withRetries(secondary, message);
    }
  }

  async ping(): Promise<void> {
    await this.options.primary.ping();
  }

  async close(): Promise<void> {
    await Promise.all([this.options.primary.close(), this.options.secondary?.close()]);
  }

  private async withRetries(sender: SmsSender, message: OutgoingSms): Promise<SentSms> {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const wait = this.options.wait ?? ((ms: number) => sleep(ms));
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sender.send(message);
      } catch (error) {
        const delay = delays[attempt];
        if (!(error instanceof SmsSendError) || !error.retryable || delay === undefined) throw error;
        await wait(delay);
      }
    }
  }
}
