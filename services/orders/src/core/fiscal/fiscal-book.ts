import { DEFAULT_FISCAL_TAX_TYPE, fiscalTotals, saleReceiptLines, soldLines, type ReceiptLine, type SoldLine } from '@shop/domain';
import type { OrderRecord } from '../order/order';
import { lineKeyOf, lineTitle } from '../order/order-line-key';
import type { OrdersPorts } from '../orders-ports';
import type { FiscalLine, FiscalPaymentType } from '../ports/fiscal-device.port';
import type { RefundRecord } from '../refund/refund';
import type { FiscalReceiptRecord, OwedFiscalReceipt } from './fiscal-receipt';

/** A product the catalog no longer knows is declared under the shop's catch-all item. */
const UNKNOWN_ITEM = { itemCode: 'RW2NTU9999999', taxType: DEFAULT_FISCAL_TAX_TYPE };

/**
 * What the shop owes the tax authority: a sale receipt when an order's payment is confirmed, a
 * refund receipt when money goes back. Each is queued in the caller's unit of work, so an order
 * is never paid (or refunded) without its receipt owed; the sender takes it from there.
 */
export class FiscalBook {
  constructor(private readonly deps: Pick<OrdersPorts, 'fiscal' | 'fiscalReceipts' | 'catalog' | 'clock'>) {}

  /** The order's goods as sold, each with its EBM item (the catalog's, for orders placed before items were kept). */
  async soldLinesOf(order: OrderRecord): Promise<SoldLine[]> {
    const unknown = order.items.filter((line) => !line.fiscal).map((line) => line.productId);
    const products = unknown.length > 0 ? await this.deps.catalog.getProducts(unknown) : [];
    const fromCatalog = new Map(products.map((product) => [product.id, product.fiscal]));
    const goods = order.items.map((line) => {
      const item = line.fiscal ?? fromCatalog.get(line.productId) ?? UNKNOWN_ITEM;
      return { key: lineKeyOf(line), itemCode: item.itemCode, taxType: item.taxType, name: lineTitle(line), price: line.price, quantity: line.quantity };
    });
    return soldLines(goods, order.deliveryFee);
  }

  async queueSale(order: OrderRecord): Promise<FiscalReceiptRecord> {
    const lines = saleReceiptLines(await this.soldLinesOf(order), order.discount);
    return this.queue(order, { receiptType: 'S', lines, soldAt: order.paymentInfo.paidAt ?? this.now() });
  }

  /** The refund's receipt, naming the sale it reverses; none when the order was never declared (nothing to reverse). */
  async queueRefund(order: OrderRecord, refund: RefundRecord): Promise<FiscalReceiptRecord | null> {
    const receipts = await this.deps.fiscalReceipts.listForOrder(order.id);
    if (receipts.some((receipt) => receipt.refundId === refund.id)) return null;
    const sale = receipts.find((receipt) => receipt.receiptType === 'S');
    if (!sale) return null;
    return this.queue(order, { receiptType: 'R', lines: refund.lines, soldAt: refund.settledAt ?? this.now(), originalInvoiceNo: sale.invoiceNo, refundId: refund.id });
  }

  private queue(order: OrderRecord, receipt: { receiptType: 'S' | 'R'; lines: ReceiptLine[]; soldAt: string; originalInvoiceNo?: number; refundId?: string }) {
    const itemNames = new Map(order.items.map((line) => [lineKeyOf(line), line.name]));
    const lines = receipt.lines.map((line) => toFiscalLine(line, itemNames.get(line.key)));
    const totals = fiscalTotals(lines);
    const owed: OwedFiscalReceipt = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      receiptType: receipt.receiptType,
      paymentType: paymentTypeOf(order),
      customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
      soldAt: receipt.soldAt,
      lines,
      amount: totals.total,
      vat: totals.totalTax,
    };
    if (order.shippingAddress.phone) owed.customerPhone = order.shippingAddress.phone;
    if (receipt.originalInvoiceNo !== undefined) owed.originalInvoiceNo = receipt.originalInvoiceNo;
    if (receipt.refundId) owed.refundId = receipt.refundId;
    return this.deps.fiscalReceipts.queue(this.deps.fiscal.branch, owed, this.deps.clock.now());
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}

/** `itemName`: the product's name, which a variant line's name adds its label to (the delivery is its own item). */
function toFiscalLine(line: ReceiptLine, itemName = line.name): FiscalLine {
  return { itemCode: line.itemCode, name: line.name, itemName, quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount, taxType: line.taxType };
}

/** VSDC payment types: a card is `05`, mobile money (prompt or manual USSD) `06`. */
function paymentTypeOf(order: OrderRecord): FiscalPaymentType {
  return order.paymentInfo.method === 'stripe' ? '05' : '06';
}
