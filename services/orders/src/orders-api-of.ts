// The use cases behind the OrdersApi, wired to the given ports.
import type { OrdersApi } from './api/orders-api';
import type { IdempotencyOptions } from './core/order/idempotency-guard';
import type { OrdersPorts, OrdersSettings } from './core/orders-ports';
import { AdminListOrders } from './core/use-cases/admin-list-orders.use-case';
import { ApplyCoupon } from './core/use-cases/apply-coupon.use-case';
import { DeliveryZoneTable } from './core/use-cases/delivery-zones.use-case';
import { GetOrder } from './core/use-cases/get-order.use-case';
import { ListMyOrders } from './core/use-cases/list-my-orders.use-case';
import { GetOrderStats } from './core/use-cases/order-stats.use-case';
import { PlaceOrder } from './core/use-cases/place-order.use-case';
import { RecordSubscriber } from './core/use-cases/record-subscriber.use-case';
import { RemoveCoupon } from './core/use-cases/remove-coupon.use-case';
import { RequestPaymentCheck } from './core/use-cases/request-payment-check.use-case';
import { RequestRefund } from './core/use-cases/request-refund.use-case';
import { ListFiscalQueue } from './core/use-cases/fiscal-queue.use-case';
import { PrintFiscalReceipts } from './core/use-cases/print-fiscal-receipts.use-case';
import { SetPaymentStatus } from './core/use-cases/set-payment-status.use-case';
import { UpdateOrderStatus } from './core/use-cases/update-order-status.use-case';

export function ordersApiOf(ports: OrdersPorts & { settings: OrdersSettings }, idempotency: IdempotencyOptions = {}): OrdersApi {
  const applyCoupon = new ApplyCoupon(ports);
  const removeCoupon = new RemoveCoupon(ports);
  const placeOrder = new PlaceOrder(ports, idempotency);
  const getOrder = new GetOrder(ports);
  const listMine = new ListMyOrders(ports);
  const adminList = new AdminListOrders(ports);
  const updateStatus = new UpdateOrderStatus(ports);
  const setPaymentStatus = new SetPaymentStatus(ports);
  const paymentCheck = new RequestPaymentCheck(ports);
  const stats = new GetOrderStats(ports);
  const recordSubscriber = new RecordSubscriber(ports);
  const requestRefund = new RequestRefund(ports);
  const fiscalQueue = new ListFiscalQueue(ports);
  const printReceipts = new PrintFiscalReceipts(ports);
  const zones = new DeliveryZoneTable(ports);
  return {
    applyCoupon: (input) => applyCoupon.execute(input),
    removeCoupon: (cartId) => removeCoupon.execute(cartId),
    placeOrder: (input) => placeOrder.execute(input),
    getOrder: (input) => getOrder.byId(input),
    getOrderByNumber: (input) => getOrder.byNumber(input),
    listMyOrders: (query) => listMine.execute(query),
    adminListOrders: (query) => adminList.execute(query),
    updateOrderStatus: (input) => updateStatus.execute(input),
    setPaymentStatus: (input) => setPaymentStatus.execute(input),
    requestPaymentCheck: (input) => paymentCheck.execute(input),
    orderStats: () => stats.execute(),
    requestRefund: (input) => requestRefund.execute(input),
    fiscalQueue: () => fiscalQueue.execute(),
    printFiscalReceipts: (input) => printReceipts.execute(input),
    recordSubscriber: (email) => recordSubscriber.execute(email),
    deliveryZones: () => zones.get(),
    replaceDeliveryZones: ({ zones: table, actorId, actorEmail }) => zones.replace({ zones: table, actor: { userId: actorId, email: actorEmail } }),
  };
}
