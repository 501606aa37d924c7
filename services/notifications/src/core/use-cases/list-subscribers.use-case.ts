import { addDays, SUBSCRIBERS_PAGE_SIZE, SUBSCRIBERS_RECENT_DAYS } from '@shop/domain';
import type { SubscriberPage, SubscriberQuery } from '../../api/notifications-api';
import { toSubscriberView } from '../newsletter/subscriber';
import { MAX_SUBSCRIBERS_PAGE_SIZE } from '../notifications-messages';
import type { NotificationsPorts } from '../notifications-ports';

/** The admin subscriber list: newest subscription first, 20 per page, with the week's count. */
export class ListSubscribers {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers' | 'clock'>) {}

  async execute(query: SubscriberQuery = {}): Promise<SubscriberPage> {
    const page = wholeNumber(query.page, 1);
    const limit = Math.min(wholeNumber(query.limit, SUBSCRIBERS_PAGE_SIZE), MAX_SUBSCRIBERS_PAGE_SIZE);
    const weekAgo = addDays(this.deps.clock.now(), -SUBSCRIBERS_RECENT_DAYS).toISOString();
    const { subscribers } = this.deps;
    const [{ subscribers: records, total }, activeSubscribers, thisWeek] = await Promise.all([
      subscribers.list({ skip: (page - 1) * limit, limit }),
      subscribers.countActive(),
      subscribers.countSubscribedSince(weekAgo),
    ]);
    return {
      subscribers: records.map(toSubscriberView),
      totalSubscribers: total,
      activeSubscribers,
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      thisWeek,
    };
  }
}

/** A positive whole number, else the default (0 over gRPC means "not given"). */
function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}
