import { AppError, isBlank, isWallet, normaliseRwandanMsisdn, PAYMENT_MESSAGES, walletOfNationalNumber, type Wallet } from '@shop/domain';
import type { OrderToPay, PaymentView } from '../../api/payments-api';
import { assertPayableOrder, payableOrder, scopedIdempotencyKey } from '../payment/payable-order';
import { toPaymentView, walletOf, type PaymentRecord } from '../payment/payment';
import { PaymentOpener } from '../payment/payment-opener';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';

export interface RequestMobileMoneyInput extends OrderToPay {
  phone: string;
  /** The wallet the shopper chose; absent: the one the number's prefix suggests. */
  wallet?: string;
  idempotencyKey?: string;
}

/**
 * Sends a request-to-pay for the order's total, as the orders service states it, to the
 * shopper's phone. The payment (with its fresh reference id) is stored before the provider is
 * called, so whatever happens to that call the poller can find out how it ended. One open prompt
 * per order; the same key, same payment. The prompt goes to the wallet the shopper chose (MTN
 * MoMo or Airtel Money), by default the one the number's prefix belongs to.
 */
export class RequestMobileMoney {
  private readonly opener: PaymentOpener;

  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'orders' | 'wallets' | 'clock' | 'ids' | 'logger' | 'rules'>) {
    this.opener = new PaymentOpener(deps);
  }

  async execute(input: RequestMobileMoneyInput): Promise<PaymentView> {
    const msisdn = checkedMsisdn(input.phone);
    const wallet = chosenWallet(input.wallet, msisdn);
    const gateway = this.deps.wallets[wallet];
    if (gateway.unconfigured) throw new AppError('unavailable', gateway.unconfigured);
    const order = await payableOrder(this.deps.orders, input);
    assertPayableOrder(order);
    const { clock, ids, rules } = this.deps;
    const now = clock.now();
    const idempotencyKey = scopedIdempotencyKey(order.userId, input.idempotencyKey);
    const { payment, created } = await this.opener.open({
      order,
      method: 'momo',
      idempotencyKey,
      reuses: (open) => open.status === 'PENDING',
      build: () => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        method: 'momo',
        amount: order.total,
        currency: 'RWF',
        status: 'PENDING',
        referenceId: ids.uuid(),
        attempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        openOrderId: order.orderId,
        // The first look comes soon (an instant approval is not kept waiting), then every interval.
        nextPollAt: now.getTime() + Math.min(rules.firstPollDelayMs, rules.pollIntervalMs, rules.pollDeadlineMs),
        deadlineAt: now.getTime() + rules.pollDeadlineMs,
        phone: msisdn,
        wallet,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    });
    if (created) await this.send(payment);
    return toPaymentView(payment);
  }

  private async send(payment: PaymentRecord): Promise<void> {
    const { payments, logger } = this.deps;
    let result;
    try {
      result = await this.deps.wallets[walletOf(payment)].requestToPay({
        referenceId: payment.referenceId,
        amount: payment.amount,
        msisdn: payment.phone ?? '',
        externalId: payment.orderNumber,
        payerMessage: `DevShop order ${payment.orderNumber}`,
        payeeNote: `Order ${payment.orderNumber}`,
      });
    } catch (error) {
      // Unsure whether the provider took it: the payment stays PENDING and the poller asks.
      logger.warn({ err: error, paymentId: payment.id }, 'request-to-pay outcome unknown; polling will tell');
      return;
    }
    if (!result.accepted) {
      // Refused for sure: nothing can be charged, so the attempt leaves no payment behind.
      logger.info({ paymentId: payment.id, reason: result.reason }, 'request-to-pay refused by the provider');
      await payments.delete(payment.id);
      throw new AppError('invalid', M.momoRefused, [{ path: 'phone', message: M.momoRefused }]);
    }
  }
}

function chosenWallet(asked: unknown, msisdn: string): Wallet {
  if (asked === undefined || asked === null || asked === '') return walletOfNationalNumber(msisdn.slice(3)) ?? 'mtn';
  if (!isWallet(asked)) throw new AppError('invalid', M.walletInvalid, [{ path: 'wallet', message: M.walletInvalid }]);
  return asked;
}

function checkedMsisdn(phone: unknown): string {
  if (isBlank(phone) || typeof phone !== 'string') {
    throw new AppError('invalid', PAYMENT_MESSAGES.momoPhoneRequired, [{ path: 'phone', message: PAYMENT_MESSAGES.momoPhoneRequired }]);
  }
  const msisdn = normaliseRwandanMsisdn(phone);
  if (!msisdn) {
    throw new AppError('invalid', PAYMENT_MESSAGES.momoPhoneInvalid, [{ path: 'phone', message: PAYMENT_MESSAGES.momoPhoneInvalid }]);
  }
  return msisdn;
}
