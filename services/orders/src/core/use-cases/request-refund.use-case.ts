import { isObjectId, ORDER_LIMITS } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { OrderView, RequestRefundInput } from '../../api/orders-api';
import { auditActorOf } from '../order/order-audit';
import { fullOrderView } from '../order/order-extras';
import { lineKeyOf } from '../order/order-line-key';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import { DuplicateRefundError } from '../ports/refund-repository.port';
import { RefundClaims } from '../refund/refund-claims';

const MAX_ATTEMPTS = 8;

/**
 * An admin refunds a paid order, whole or chosen lines. The amount is the server's: the lines'
 * prices less their share of the discount (and the delivery when nothing is left), never more
 * than what is left of what was paid. Payments pays it back (order.refund-requested); the
 * outcome comes back as payment.refunded. A retried request (same Idempotency-Key) refunds once.
 */
export class RequestRefund {
  private readonly claims: RefundClaims;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'refunds' | 'events' | 'fiscal' | 'fiscalReceipts' | 'catalog' | 'clock' | 'random' | 'unitOfWork'>) {
    this.claims = new RefundClaims(deps);
  }

  async execute(input: RequestRefundInput): Promise<OrderView> {
    const actor = auditActorOf(input);
    if (!isObjectId(input.actorId) || !actor) throw new AppError('forbidden', M.adminRequired);
    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const returning = input.lines === undefined ? undefined : linesAsked(input.lines);
    const reason = input.reason?.trim().slice(0, 300) || M.refundReasonAdmin;
    const key = input.idempotencyKey ? `${id}:${input.idempotencyKey}` : undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
      if (!order) throw new AppError('not_found', M.orderNotFound);
      if (key && (await this.deps.refunds.findByIdempotencyKey(key))) return fullOrderView(this.deps, order);
      if (returning) for (const key of returning.keys()) if (!order.items.some((line) => lineKeyOf(line) === key)) throw invalid(M.refundLineUnknown);
      try {
        const claimed = await this.deps.unitOfWork.run(() => this.claims.claim({ order, returning, restock: true, reason, actor, idempotencyKey: key }));
        if (claimed) return fullOrderView(this.deps, claimed.order);
      } catch (error) {
        // The same request, racing itself: the other one made the refund (and may have left nothing to refund).
        const answered = key && (error instanceof DuplicateRefundError || error instanceof AppError) ? await this.deps.refunds.findByIdempotencyKey(key) : null;
        if (!answered) throw error;
      }
    }
    throw new AppError('conflict', M.busy);
  }
}

/** Units asked per line key: a line is its product and, for a product sold in variants, the variant. */
function linesAsked(lines: NonNullable<RequestRefundInput['lines']>): Map<string, number> {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > ORDER_LIMITS.lines) throw invalid(M.refundLineUnknown);
  const asked = new Map<string, number>();
  for (const line of lines) {
    const productId = idOf(line.product);
    const variantId = line.variant === undefined ? undefined : idOf(line.variant);
    if (!isObjectId(productId) || (variantId !== undefined && !isObjectId(variantId))) throw invalid(M.refundLineUnknown);
    if (typeof line.quantity !== 'number' || !Number.isSafeInteger(line.quantity) || line.quantity < 1) throw invalid(M.refundQuantityInvalid);
    const key = lineKeyOf({ productId, variantId });
    asked.set(key, (asked.get(key) ?? 0) + line.quantity);
  }
  return asked;
}

const idOf = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase() : '');

function invalid(message: string): AppError {
  return new AppError('invalid', message, [{ path: 'lines', message }]);
}
