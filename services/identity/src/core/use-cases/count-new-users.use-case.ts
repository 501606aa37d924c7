import { AppError, MAX_COUNTED_DAYS, shopDayRange } from '@shop/domain';
import type { IdentityPorts } from '../identity-ports';

/** Accounts created on each Africa/Kigali day asked: one range count of the createdAt index per day. */
export class CountNewUsers {
  constructor(private readonly deps: Pick<IdentityPorts, 'users'>) {}

  async execute(days: string[]): Promise<number[]> {
    const ranges = days.map(shopDayRange);
    if (days.length > MAX_COUNTED_DAYS || ranges.some((range) => !range)) {
      throw new AppError('invalid', `Days must be at most ${MAX_COUNTED_DAYS} dates written YYYY-MM-DD`);
    }
    return Promise.all(ranges.map((range) => this.deps.users.countCreatedBetween(range!.from, range!.to)));
  }
}
