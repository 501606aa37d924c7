import { toFiscalReceiptView } from '../fiscal/fiscal-receipt';
import type { OrdersPorts } from '../orders-ports';
import { toRefundView } from '../refund/refund';
import { toOrderView, type OrderExtras, type OrderRecord } from './order';
import type { OrderView } from '../../api/orders-api';

/** The order's EBM receipts and refunds, for its own screen. */
async function orderExtras(deps: Pick<OrdersPorts, 'fiscalReceipts' | 'refunds'>, orderId: string): Promise<OrderExtras> {
  const [receipts, refunds] = await Promise.all([deps.fiscalReceipts.listForOrder(orderId), deps.refunds.listForOrder(orderId)]);
  return { fiscalReceipts: receipts.map(toFiscalReceiptView), refunds: refunds.map(toRefundView) };
}

/** The orders of a page, each with its receipts and refunds, in two reads whatever the page size. */
export async function fullOrderViews(deps: Pick<OrdersPorts, 'fiscalReceipts' | 'refunds'>, orders: OrderRecord[]): Promise<OrderView[]> {
  const ids = orders.map((order) => order.id);
  const [receipts, refunds] = await Promise.all([deps.fiscalReceipts.listForOrders(ids), deps.refunds.listForOrders(ids)]);
  return orders.map((order) =>
    toOrderView(order, {
      fiscalReceipts: receipts.filter((receipt) => receipt.orderId === order.id).map(toFiscalReceiptView),
      refunds: refunds.filter((refund) => refund.orderId === order.id).map(toRefundView),
    }),
  );
}

/** The order as its own screen shows it. */
export async function fullOrderView(deps: Pick<OrdersPorts, 'fiscalReceipts' | 'refunds'>, order: OrderRecord): Promise<OrderView> {
  return toOrderView(order, await orderExtras(deps, order.id));
}
