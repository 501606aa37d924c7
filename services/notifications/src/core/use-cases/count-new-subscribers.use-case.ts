import { countedDayRanges } from '@shop/domain';
import type { NotificationsPorts } from '../notifications-ports';

/** Subscriptions started on each Africa/Kigali day asked: one range count of the subscribedAt index per day. */
export class CountNewSubscribers {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers'>) {}

  async execute(days: string[]): Promise<number[]> {
    return Promise.all(countedDayRanges(days).map(({ from, to }) => this.deps.subscribers.countSubscribedBetween(from, to)));
  }
}
