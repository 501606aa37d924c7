import { countedDayRanges } from '@shop/domain';
import type { NotificationsPorts } from '../notifications-ports';

/** Subscriptions started on each Africa/Kigali day asked, read from the per-day projection. */
export class CountNewSubscribers {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers'>) {}

  async execute(days: string[]): Promise<number[]> {
    countedDayRanges(days); // refuses more days than a dashboard asks for, or a day that is no date
    return this.deps.subscribers.countSubscribedOn(days);
  }
}
