import type { SubscriberView } from '../../api/notifications-api';
import { toSubscriberView } from '../newsletter/subscriber';
import type { NotificationsPorts } from '../notifications-ports';

const PAGE = 500;

/** Every subscriber in the order they first subscribed, one page of the store in memory at a time. */
export class ExportSubscribers {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers'>) {}

  async *execute(): AsyncGenerator<SubscriberView> {
    let afterId: string | undefined;
    for (;;) {
      const page = await this.deps.subscribers.walk({ afterId, limit: PAGE });
      for (const record of page) yield toSubscriberView(record);
      if (page.length < PAGE) return;
      afterId = page.at(-1)!.id;
    }
  }
}
