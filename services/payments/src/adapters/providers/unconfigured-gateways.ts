// A method whose provider has no settings, where simulators are not allowed (production): it is
// not offered, and any use of it is refused as unavailable before a payment is recorded.
import { AppError, type Wallet } from '@shop/domain';
import type { CardChargeResult, CardGateway } from '../../core/ports/card-gateway.port';
import type { MobileMoneyGateway, MobileMoneyStatusReport, RequestToPayResult } from '../../core/ports/mobile-money-gateway.port';
import type { RefundResult } from '../../core/ports/refunds.port';

const UNAVAILABLE: Readonly<Record<Wallet, string>> = {
  mtn: 'MTN Mobile Money payments are not available at the moment. Please choose another payment method.',
  airtel: 'Airtel Money payments are not available at the moment. Please choose another payment method.',
};
export const MOMO_UNAVAILABLE = UNAVAILABLE.mtn;
export const AIRTEL_UNAVAILABLE = UNAVAILABLE.airtel;
export const CARDS_UNAVAILABLE = 'Card payments are not available at the moment. Please choose another payment method.';

export class UnconfiguredMobileMoneyGateway implements MobileMoneyGateway {
  readonly testMode = false;
  readonly unconfigured: string;

  constructor(readonly wallet: Wallet) {
    this.unconfigured = UNAVAILABLE[wallet];
  }

  async requestToPay(): Promise<RequestToPayResult> {
    throw new AppError('unavailable', this.unconfigured);
  }

  async getStatus(): Promise<MobileMoneyStatusReport | null> {
    throw new AppError('unavailable', this.unconfigured);
  }

  async refund(): Promise<RefundResult> {
    throw new AppError('unavailable', this.unconfigured);
  }

  async refundStatus(): Promise<RefundResult | null> {
    throw new AppError('unavailable', this.unconfigured);
  }
}

export class UnconfiguredCardGateway implements CardGateway {
  readonly testMode = false;
  readonly unconfigured = CARDS_UNAVAILABLE;

  async charge(): Promise<CardChargeResult> {
    throw new AppError('unavailable', CARDS_UNAVAILABLE);
  }

  async refund(): Promise<RefundResult> {
    throw new AppError('unavailable', CARDS_UNAVAILABLE);
  }

  async refundStatus(): Promise<RefundResult | null> {
    throw new AppError('unavailable', CARDS_UNAVAILABLE);
  }
}
