import { AppError } from '@shop/domain';
import type { SmsSettingInput, SmsSettings } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';

type SettingsDeps = Pick<NotificationsPorts, 'orders' | 'optOuts' | 'clock'>;

export const NOT_YOUR_NUMBER = 'This number is not one your orders were delivered to';

/** The shopper's numbers (their orders' delivery phones) and whether each gets SMS updates. */
export class SmsSettingsOfShopper {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(userId: string): Promise<SmsSettings> {
    const numbers = await this.deps.orders.phonesOf(userId);
    return { numbers: await Promise.all(numbers.map(async (number) => ({ number, updates: !(await this.deps.optOuts.isStopped(number)) }))) };
  }
}

/**
 * Switches SMS updates on or off for one of the shopper's numbers, as STOP and START do; a number
 * none of their orders went to is not theirs to switch (not_found).
 */
export class SetSmsUpdates {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: SmsSettingInput): Promise<SmsSettings> {
    const numbers = await this.deps.orders.phonesOf(input.userId);
    if (!numbers.includes(input.number)) throw new AppError('not_found', NOT_YOUR_NUMBER);
    if (input.updates) await this.deps.optOuts.restart(input.number);
    else await this.deps.optOuts.stop(input.number, this.deps.clock.now().toISOString());
    return new SmsSettingsOfShopper(this.deps).execute(input.userId);
  }
}
