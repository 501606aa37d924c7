import { useCallback, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import type { Order } from '@shop/contracts';
import { receiptContent } from '../utils/receipt-content';

export const RECEIPT_FAILED = 'Could not create the receipt. Please try again.';

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
 * Download Receipt: the PDF is made in the browser. pdf-lib is loaded only on the first
 * click (its own chunk), so the confirmation page stays light.
 */
export function useReceiptDownload(order: Order | undefined) {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    if (!order || busy) return;
    setBusy(true);
    try {
      const issuedAt = new Date();
      const content = receiptContent(order, issuedAt);
      const { renderReceiptPdf } = await import('../utils/receipt-pdf');
      const bytes = await renderReceiptPdf(content, issuedAt);
      saveFile(bytes, content.fileName, 'application/pdf');
    } catch {
      showToast(RECEIPT_FAILED, 'error');
    } finally {
      setBusy(false);
    }
  }, [order, busy]);
  return { download, busy };
}
