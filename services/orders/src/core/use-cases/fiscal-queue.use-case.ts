import type { FiscalQueue } from '@shop/contracts';
import type { OrdersPorts } from '../orders-ports';

/** How many waiting receipts the admin sees at most. */
const LISTED = 100;

/** The EBM receipts the VSDC has not signed yet, oldest first, with what went wrong last. */
export class ListFiscalQueue {
  constructor(private readonly deps: Pick<OrdersPorts, 'fiscal' | 'fiscalReceipts'>) {}

  async execute(): Promise<FiscalQueue> {
    const queued = await this.deps.fiscalReceipts.listQueued(this.deps.fiscal.branch, LISTED);
    return {
      branch: this.deps.fiscal.branch,
      receipts: queued.map((receipt) => ({
        invoiceNo: receipt.invoiceNo,
        receiptType: receipt.receiptType,
        orderId: receipt.orderId,
        orderNumber: receipt.orderNumber,
        amount: receipt.amount,
        attempts: receipt.attempts,
        queuedAt: receipt.queuedAt,
        ...(receipt.attempts > 0 ? { nextAttemptAt: new Date(receipt.nextAttemptAt).toISOString() } : {}),
        ...(receipt.lastError ? { lastError: receipt.lastError } : {}),
      })),
    };
  }
}
