import { fiscalReceiptLabel, formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import type { AdminOrder } from '../order-types';

/** The order's EBM receipts: the sale and each refund, waiting for the VSDC or signed with their receipt counter. */
export function AdminFiscalReceipts({ order }: { order: AdminOrder }) {
  const t = useT();
  const receipts = order.fiscalReceipts ?? [];
  if (receipts.length === 0) return null;
  return (
    <section aria-label={t('admin.fiscal.title')} data-testid="admin-fiscal-receipts">
      <h3 className="admin-order-subtitle">{t('admin.fiscal.title')}</h3>
      <ul className="admin-refunds">
        {receipts.map((receipt) => (
          <li key={`${receipt.receiptType}-${receipt.invoiceNo}`} className="admin-refund" data-state={receipt.state}>
            <p className="admin-refund-head">
              <span className={`status-badge status-${receipt.state === 'signed' ? 'green' : 'yellow'}`}>
                {receipt.state === 'signed' ? t('admin.fiscal.signed') : t('admin.fiscal.pending')}
              </span>
              <strong>{formatRwf(receipt.receiptType === 'R' ? -receipt.amount : receipt.amount)}</strong>
            </p>
            <p className="admin-refund-detail">
              {receipt.receiptType === 'S'
                ? t('admin.fiscal.sale', { number: receipt.invoiceNo })
                : t('admin.fiscal.refund', { number: receipt.invoiceNo, original: receipt.originalInvoiceNo ?? '' })}
              {receipt.signed
                ? ` · ${t('admin.fiscal.counter', { counter: `${receipt.signed.rcptNo}/${receipt.signed.totRcptNo} ${fiscalReceiptLabel(receipt.receiptType, false).code}` })}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
