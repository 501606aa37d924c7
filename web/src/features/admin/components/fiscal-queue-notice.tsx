import { formatLongDate } from '@shop/domain';
import { AlertIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useFiscalQueue } from '../api/get-fiscal-queue';
import './admin-refunds.css';

/**
 * 'N fiscal receipts waiting for the VSDC', with the oldest one and what the VSDC (or the network)
 * answered it last: receipts that cannot be sent stay queued, and the admin sees them here.
 * Nothing while the queue is empty or cannot be read.
 */
export function FiscalQueueNotice() {
  const t = useT();
  const language = useLanguage();
  const queue = useFiscalQueue();
  const receipts = queue.data?.receipts ?? [];
  const oldest = receipts[0];
  if (!oldest) return null;
  return (
    <div className="fiscal-queue" role="status" data-testid="fiscal-queue">
      <AlertIcon size={22} />
      <div>
        <p className="fiscal-queue-title">{t('admin.fiscal.queueTitle', { count: receipts.length })}</p>
        <p className="fiscal-queue-text">
          {t('admin.fiscal.queueOldest', {
            number: oldest.invoiceNo,
            order: oldest.orderNumber,
            date: formatLongDate(oldest.queuedAt, language),
            attempts: oldest.attempts,
          })}
        </p>
        <p className="fiscal-queue-text">
          {oldest.lastError ? t('admin.fiscal.queueLastError', { error: oldest.lastError }) : t('admin.fiscal.queueNoError')}
        </p>
      </div>
    </div>
  );
}
