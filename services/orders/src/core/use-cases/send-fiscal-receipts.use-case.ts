import type { FiscalReceiptRecord } from '../fiscal/fiscal-receipt';
import type { OrdersPorts } from '../orders-ports';
import type { FiscalLine, FiscalSale } from '../ports/fiscal-device.port';
import { FiscalItemRegistry } from '../fiscal/fiscal-item-registry';

export interface FiscalSendingRules {
  /** How long one sender holds a receipt (longer than a VSDC call may take). */
  leaseMs: number;
  /** The first wait after a failed attempt; it doubles each time, up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** At most this many receipts per round, so one round never runs unbounded. */
const ROUND_LIMIT = 50;

/**
 * Sends queued EBM receipts to the VSDC strictly in invoice-number order: the VSDC refuses a
 * number whose predecessor it has not seen, so a receipt that cannot be sent holds back the ones
 * after it (they all stay queued, pending on the order, listed for the admin). A time-out may
 * hide an answer the VSDC gave, so a receipt is never sent twice blindly: the VSDC's "duplicate"
 * is answered by looking the sale up and keeping the receipt it first signed.
 */
export class SendFiscalReceipts {
  private readonly items: FiscalItemRegistry;

  constructor(
    private readonly deps: Pick<OrdersPorts, 'fiscal' | 'fiscalReceipts' | 'clock' | 'log'>,
    private readonly rules: FiscalSendingRules,
  ) {
    this.items = new FiscalItemRegistry(deps);
  }

  /** How many receipts were signed in this round. */
  async sendDue(): Promise<number> {
    const { fiscal, fiscalReceipts, clock } = this.deps;
    let signed = 0;
    for (let round = 0; round < ROUND_LIMIT; round += 1) {
      const [next] = await fiscalReceipts.listQueued(fiscal.branch, 1);
      const now = clock.now().getTime();
      if (!next || next.nextAttemptAt > now) break;
      const held = await fiscalReceipts.lease(next.id, now, now + this.rules.leaseMs);
      if (!held || !(await this.send(held))) break;
      signed += 1;
    }
    return signed;
  }

  /** True when the VSDC signed it (now or earlier). */
  private async send(receipt: FiscalReceiptRecord): Promise<boolean> {
    const { fiscal } = this.deps;
    const unregistered = await this.registerItems(receipt.lines);
    if (unregistered) return this.retry(receipt, unregistered);
    const result = await fiscal.saveSale(toSale(receipt));
    switch (result.outcome) {
      case 'signed':
        await this.signed(receipt, result.receipt);
        return true;
      case 'duplicate': {
        const found = await fiscal.findSale(receipt.invoiceNo);
        if (found && found !== 'unreachable') {
          await this.signed(receipt, found);
          return true;
        }
        const why = found === 'unreachable' ? 'the VSDC could not be reached to look it up' : 'the VSDC has no receipt for it';
        return this.retry(receipt, `${result.code} ${result.message}: already sent, but ${why}`);
      }
      case 'out_of_order':
        this.deps.log.warn({ invoiceNo: receipt.invoiceNo, code: result.code }, 'the VSDC says an earlier receipt is missing');
        return this.retry(receipt, `${result.code} ${result.message}`);
      default:
        return this.retry(receipt, `${result.code} ${result.message}`);
    }
  }

  private async signed(receipt: FiscalReceiptRecord, signed: Parameters<OrdersPorts['fiscalReceipts']['markSigned']>[1]) {
    await this.deps.fiscalReceipts.markSigned(receipt.id, signed, this.deps.clock.now().toISOString());
    this.deps.log.info({ orderId: receipt.orderId, invoiceNo: receipt.invoiceNo, rcptNo: signed.rcptNo }, 'fiscal receipt signed');
  }

  private async retry(receipt: FiscalReceiptRecord, lastError: string): Promise<false> {
    const attempts = receipt.attempts + 1;
    const delay = Math.min(this.rules.maxRetryDelayMs, this.rules.retryDelayMs * 2 ** Math.min(attempts - 1, 20));
    await this.deps.fiscalReceipts.markRetry(receipt.id, { attempts, nextAttemptAt: this.deps.clock.now().getTime() + delay, lastError: lastError.slice(0, 300) });
    this.deps.log.warn({ orderId: receipt.orderId, invoiceNo: receipt.invoiceNo, attempts, lastError }, 'fiscal receipt not sent; it stays queued');
    return false;
  }

  /** Registers with the VSDC each item of the receipt not registered as it is now; what failed, or undefined. */
  private async registerItems(lines: FiscalLine[]): Promise<string | undefined> {
    const codes = new Set<string>();
    for (const line of lines) {
      if (codes.has(line.itemCode)) continue;
      codes.add(line.itemCode);
      // A variant is sold under its product's item: the item keeps the product's name.
      const problem = await this.items.ensure({ itemCode: line.itemCode, name: line.itemName ?? line.name, taxType: line.taxType, unitPrice: line.unitPrice });
      if (problem) return problem;
    }
    return undefined;
  }
}

function toSale(receipt: FiscalReceiptRecord): FiscalSale {
  const sale: FiscalSale = {
    invoiceNo: receipt.invoiceNo,
    receiptType: receipt.receiptType,
    paymentType: receipt.paymentType,
    orderNumber: receipt.orderNumber,
    customerName: receipt.customerName,
    soldAt: new Date(receipt.soldAt),
    lines: receipt.lines,
  };
  if (receipt.originalInvoiceNo !== undefined) sale.originalInvoiceNo = receipt.originalInvoiceNo;
  if (receipt.customerPhone) sale.customerPhone = receipt.customerPhone;
  return sale;
}
