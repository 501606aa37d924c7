// A method whose provider has no settings, where simulators are not allowed (production): it is
// not offered, and any use of it is refused as unavailable before a payment is recorded.
import { AppError } from '@shop/domain';
import type { CardChargeResult, CardGateway } from '../../core/ports/card-gateway.port';
import type { MobileMoneyGateway, MobileMoneyStatusReport, RequestToPayResult } from '../../core/ports/mobile-money-gateway.port';

export const MOMO_UNAVAILABLE = 'MTN Mobile Money payments are not available at the moment. Please choose another payment method.';
export const CARDS_UNAVAILABLE = 'Card payments are not available at the moment. Please choose another payment method.';

export class UnconfiguredMobileMoneyGateway implements MobileMoneyGateway {
  readonly testMode = false;
  readonly unconfigured = MOMO_UNAVAILABLE;

  async requestToPay(): Promise<RequestToPayResult> {
    throw new AppError('unavailable', MOMO_UNAVAILABLE);
  }

  async getStatus(): Promise<MobileMoneyStatusReport | null> {
    throw new AppError('unavailable', MOMO_UNAVAILABLE);
  }
}

export class UnconfiguredCardGateway implements CardGateway {
  readonly testMode = false;
  readonly unconfigured = CARDS_UNAVAILABLE;

  async charge(): Promise<CardChargeResult> {
    throw new AppError('unavailable', CARDS_UNAVAILABLE);
  }
}
