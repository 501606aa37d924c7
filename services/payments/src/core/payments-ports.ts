import type { Logger, UnitOfWork } from '@shop/platform';
import type { CardGateway } from './ports/card-gateway.port';
import type { Clock } from '@shop/domain';
import type { Ids } from './ports/ids.port';
import type { MobileMoneyGateway } from './ports/mobile-money-gateway.port';
import type { RefundRepository } from './ports/refund-repository.port';
import type { Wallet } from '@shop/domain';
import type { PayableOrders } from './ports/payable-orders.port';
import type { PaymentEvents } from './ports/payment-events.port';
import type { PaymentRepository } from './ports/payment-repository.port';

/** What the core needs to know about this shop's setup. */
export interface PaymentsRules {
  /** MOMO_MERCHANT_CODE, for the manual USSD dial code. */
  merchantCode: string;
  /** SUPPORT_PHONE, shown with the manual method. */
  supportPhone: string;
  /** How often a PENDING mobile-money payment is polled. */
  pollIntervalMs: number;
  /** The first poll of a new prompt comes this soon (capped at the interval): an instant approval is not kept waiting. */
  firstPollDelayMs: number;
  /** A prompt that timed out is asked about again this often, in case it was approved late. */
  lateCheckIntervalMs: number;
  /** For this long after it timed out. A callback naming it is followed whenever it comes. */
  lateCheckWindowMs: number;
  /** After this long a PENDING mobile-money payment fails as 'timed out'. */
  pollDeadlineMs: number;
  /** A card payment still PENDING this long after it started was interrupted (process died mid-charge). */
  cardDeadlineMs: number;
  /** How soon a refund the provider did not answer (or is still paying out) is asked about again. */
  refundCheckIntervalMs: number;
  /** After this long unconfirmed, a refund fails and the admin sees it failed. */
  refundDeadlineMs: number;
}

/** Every port the payments core depends on; each use case takes the ones it needs. */
export interface PaymentsPorts {
  payments: PaymentRepository;
  /** The orders service: what an order costs and whose it is. */
  orders: PayableOrders;
  /** Each mobile-money wallet's provider (MTN MoMo, Airtel Money). */
  wallets: Readonly<Record<Wallet, MobileMoneyGateway>>;
  refunds: RefundRepository;
  cards: CardGateway;
  events: PaymentEvents;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  rules: PaymentsRules;
  /** Writes to the payments store that commit together: a settlement and its event. */
  unitOfWork: UnitOfWork;
}
