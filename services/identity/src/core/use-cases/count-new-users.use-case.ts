import { countedDayRanges } from '@shop/domain';
import type { IdentityPorts } from '../identity-ports';

/** Accounts created on each Africa/Kigali day asked: one range count of the createdAt index per day. */
export class CountNewUsers {
  constructor(private readonly deps: Pick<IdentityPorts, 'users'>) {}

  async execute(days: string[]): Promise<number[]> {
    return Promise.all(countedDayRanges(days).map(({ from, to }) => this.deps.users.countCreatedBetween(from, to)));
  }
}
