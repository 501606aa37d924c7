import type { MomoStatus, Wallet } from '@shop/domain';
import type { RefundingGateway } from './refunds.port';

/** A request-to-pay, as the core asks for it; the adapter speaks the provider's protocol. */
export interface RequestToPay {
  /** A fresh UUID, stored before the call so the payment can be polled whatever happens. */
  referenceId: string;
  /** Whole RWF. */
  amount: number;
  /** 2507xxxxxxxx. */
  msisdn: string;
  /** Our reference at the provider: the order number. */
  externalId: string;
  payerMessage: string;
  payeeNote: string;
}

/** `accepted: false` only when the provider refused for sure: nothing can be charged. */
export type RequestToPayResult = { accepted: true } | { accepted: false; reason: string };

export interface MobileMoneyStatusReport {
  status: MomoStatus;
  reason?: string;
  financialTransactionId?: string;
}

/**
 * A mobile-money provider (MTN MoMo, Airtel Money): collections and refunds. Calls time out;
 * trouble the caller cannot fix (network, provider errors, our credentials refused) throws
 * AppError('unavailable').
 */
export interface MobileMoneyGateway extends RefundingGateway {
  readonly wallet: Wallet;
  /** True when no real money moves (the simulator or a sandbox). */
  readonly testMode: boolean;
  /** Why no payment can be made (no provider is configured); undefined when one can. */
  readonly unconfigured?: string;
  requestToPay(request: RequestToPay): Promise<RequestToPayResult>;
  /** null when the provider does not know the reference. */
  getStatus(referenceId: string): Promise<MobileMoneyStatusReport | null>;
}
