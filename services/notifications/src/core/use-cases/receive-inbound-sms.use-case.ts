import type { InboundSmsMessage, InboundSmsResult } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';

// The words that stop and restart a number's SMS, in the shop's three languages; a message is
// read by its first word, without accents, in capitals ("stop", "Hagarika!", "Arrêt").
const STOP_WORDS = new Set(['STOP', 'HAGARIKA', 'ARRET', 'STOPALL', 'UNSUBSCRIBE']);
const START_WORDS = new Set(['START', 'TANGIRA', 'UNSTOP']);

function firstWord(text: string): string {
  const word = text.trim().split(/\s+/)[0] ?? '';
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
}

/** A message to the shop's number: STOP or HAGARIKA stops that number's SMS updates; START or TANGIRA brings them back. */
export class ReceiveInboundSms {
  constructor(private readonly deps: Pick<NotificationsPorts, 'optOuts' | 'log'>) {}

  async execute(message: InboundSmsMessage): Promise<InboundSmsResult> {
    const word = firstWord(message.text);
    if (STOP_WORDS.has(word)) {
      await this.deps.optOuts.stop(message.from, message.receivedAt);
      this.deps.log.info({ provider: message.provider }, 'a number asked for no more SMS');
      return { action: 'stopped' };
    }
    if (START_WORDS.has(word)) {
      await this.deps.optOuts.restart(message.from);
      this.deps.log.info({ provider: message.provider }, 'a number asked for SMS again');
      return { action: 'restarted' };
    }
    return { action: 'none' };
  }
}
