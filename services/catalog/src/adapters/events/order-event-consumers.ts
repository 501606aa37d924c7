// The orders service's events the catalog consumes, for verified-purchase reviews. Each runs
// through idempotent() (at most once per event id); the bus checks each payload against its
// schema in @shop/contracts and, on a broker, believes an event only when orders signed it.
import { orderPlacedEvent, orderStatusChangedEvent } from '@shop/contracts';
import { consumeEvent, type DocumentStore, type EventBus } from '@shop/platform';
import type { RecordPurchase } from '../../core/use-cases/record-purchase.use-case';

export const ORDER_PLACED_CONSUMER = 'catalog.order-placed';
export const ORDER_STATUS_CONSUMER = 'catalog.order-status-changed';

export async function subscribeCatalogConsumers(deps: { events: EventBus; documents: DocumentStore; purchases: RecordPurchase }): Promise<void> {
  const { purchases } = deps;
  await consumeEvent(deps, ORDER_PLACED_CONSUMER, orderPlacedEvent, ({ orderId, userId, items }) =>
    purchases.placed({ orderId, userId, productIds: items.map((item) => item.productId) }),
  );
  await consumeEvent(deps, ORDER_STATUS_CONSUMER, orderStatusChangedEvent, ({ orderId, userId, to, paymentStatus }) =>
    purchases.statusChanged({ orderId, userId, to, paymentStatus }),
  );
}
