import { useCallback, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { currentLanguage, translate } from '@/lib/i18n/use-t';
import type { Order } from '@shop/contracts';
import { printReceipt } from '../api/print-receipt';
import { receiptContent } from '../utils/receipt-content';

/** Offers bytes as a file download (a Blob URL, freed once the click has been handled). */
function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Download Receipt: the PDF is made in the browser, in the language the shopper reads when
 * clicking, from the order as the server gives it for printing (an EBM receipt printed before
 * is a COPY). pdf-lib is loaded only on the first click (its own chunk), so the confirmation
 * page stays light.
 */
export function useReceiptDownload(order: Order | undefined) {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    if (!order || busy) return;
    setBusy(true);
    try {
      const issuedAt = new Date();
      const printed = order.fiscalReceipts?.length ? await printReceipt(order._id) : order;
      const content = receiptContent(printed, issuedAt, currentLanguage());
      const { renderReceiptPdf } = await import('../utils/receipt-pdf');
      const bytes = await renderReceiptPdf(content, issuedAt);
      saveFile(bytes, content.fileName, 'application/pdf');
    } catch {
      showToast(translate('orders.receipt.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }, [order, busy]);
  return { download, busy };
}
