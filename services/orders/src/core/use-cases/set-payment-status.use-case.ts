import { isObjectId } from '@shop/contracts';
import { AppError, parsePaymentStatus } from '@shop/domain';
import type { OrderView, SetPaymentStatusInput } from '../../api/orders-api';
import { auditActorOf } from '../order/order-audit';
import { fullOrderView } from '../order/order-extras';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import { SettlePayment, type SettlePaymentPorts } from './settle-payment.use-case';

/**
 * An admin decides a payment: paid (e.g. a checked USSD proof) or failed. Applied exactly as a
 * provider's settlement would be, and recorded in the audit trail (payment.marked) with it. A
 * shopper can never set a payment status, not even their own.
 */
export class SetPaymentStatus {
  private readonly settle: SettlePayment;

  constructor(private readonly deps: SettlePaymentPorts & Pick<OrdersPorts, 'refunds'>) {
    this.settle = new SettlePayment(deps);
  }

  async execute(input: SetPaymentStatusInput): Promise<OrderView> {
    const admin = auditActorOf({ actorId: input.actor?.userId, actorEmail: input.actorEmail });
    if (input.actor?.role !== 'ADMIN' || !admin) throw new AppError('forbidden', M.adminRequired);
    const status = parsePaymentStatus(typeof input.status === 'string' ? input.status.trim().toLowerCase() : input.status);
    if (status !== 'paid' && status !== 'failed') {
      throw new AppError('invalid', M.paymentDecisionInvalid, [{ path: 'status', message: M.paymentDecisionInvalid }]);
    }
    const orderId = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const reference = typeof input.reference === 'string' && input.reference.trim() !== '' ? input.reference.trim().slice(0, 200) : undefined;
    const order = isObjectId(orderId)
      ? await this.settle.execute({ orderId, status, source: 'admin', by: input.actor.userId, admin, reference, reason: 'rejected by an admin' })
      : null;
    if (!order) throw new AppError('not_found', M.orderNotFound);
    return fullOrderView(this.deps, order);
  }
}
