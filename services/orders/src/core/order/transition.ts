import { AppError } from '@shop/domain';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrderChange, OrderCondition, OrderRepository } from '../ports/order-repository.port';
import type { OrderRecord } from './order';

const MAX_ATTEMPTS = 8;

export type Decision = { condition: OrderCondition; change: OrderChange } | null;

export type Transition =
  | { applied: true; before: OrderRecord; after: OrderRecord }
  | { applied: false; current: OrderRecord };

/**
 * Compare-and-set on one order: reads it, decides a change from what it sees (null: nothing to
 * do), and applies it only if the order still meets the decision's condition; when another
 * writer got there first, it reads again and decides again.
 */
export async function transition(
  orders: OrderRepository,
  order: OrderRecord,
  decide: (order: OrderRecord) => Decision,
): Promise<Transition> {
  let current = order;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const decision = decide(current);
    if (!decision) return { applied: false, current };
    const after = await orders.update(current.id, decision.condition, decision.change);
    if (after) return { applied: true, before: current, after };
    const fresh = await orders.findAnyById(current.id);
    if (!fresh) throw new AppError('not_found', M.orderNotFound);
    current = fresh;
  }
  throw new AppError('conflict', M.busy);
}
