import { AppError, MAX_COUNTED_DAYS, shopDayRange } from '@shop/domain';
import type { NotificationsPorts } from '../notifications-ports';

/** Subscriptions started on each Africa/Kigali day asked: one range count of the subscribedAt index per day. */
export class CountNewSubscribers {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers'>) {}

  async execute(days: string[]): Promise<number[]> {
    const ranges = days.map(shopDayRange);
    if (days.length > MAX_COUNTED_DAYS || ranges.some((range) => !range)) {
      throw new AppError('invalid', `Days must be at most ${MAX_COUNTED_DAYS} dates written YYYY-MM-DD`);
    }
    return Promise.all(ranges.map((range) => this.deps.subscribers.countSubscribedBetween(range!.from, range!.to)));
  }
}
