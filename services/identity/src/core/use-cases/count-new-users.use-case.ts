import { countedDayRanges } from '@shop/domain';
import type { IdentityPorts } from '../identity-ports';

/** Accounts created on each Africa/Kigali day asked, read from the per-day projection. */
export class CountNewUsers {
  constructor(private readonly deps: Pick<IdentityPorts, 'users'>) {}

  async execute(days: string[]): Promise<number[]> {
    countedDayRanges(days); // refuses more days than a dashboard asks for, or a day that is no date
    return this.deps.users.countCreatedOn(days);
  }
}
