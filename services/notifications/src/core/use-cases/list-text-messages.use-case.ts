import { SMS_STATUSES, type TextMessage } from '@shop/contracts';
import type { TextMessagePage, TextMessageQuery } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';
import type { SmsRecord } from '../ports/sms-log.port';
import { logPage, pageWindow } from './log-page';

/** The SMS log for the admin: newest first, 20 per page, optionally one status. */
export class ListTextMessages {
  constructor(private readonly deps: Pick<NotificationsPorts, 'texts'>) {}

  async execute(query: TextMessageQuery = {}): Promise<TextMessagePage> {
    const window = pageWindow(query);
    const status = SMS_STATUSES.find((known) => known === query.status);
    const { messages, total } = await this.deps.texts.list({ skip: window.skip, limit: window.limit, status });
    return { messages: messages.map(toTextMessage), pagination: logPage(window, total) };
  }
}

function toTextMessage(record: SmsRecord): TextMessage {
  const { id, providerMessageId: _providerId, ...fields } = record;
  return { _id: id, ...fields };
}
