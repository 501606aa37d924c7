import { useState } from 'react';
import { MailIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { subscribersFailed, useSubscribers } from '../api/get-subscribers';
import { useSubscriberExport } from '../hooks/use-subscriber-export';
import { useStayWithinPages } from '../hooks/use-filter-page';
import { AdminAlert } from './admin-alert';
import { AdminListBody } from './admin-list-body';
import { BulkEmailForm } from './bulk-email-form';
import { DeliveryProblems } from './delivery-problems';
import { SmsLog } from './sms-log';
import { NewsletterStats } from './newsletter-stats';
import { SubscriberTable } from './subscriber-table';
import { DownloadIcon } from './download-icon';
import './admin-products.css';
import './admin-lists.css';
import { invalidate } from '@/lib/use-query';

/**
 * /admin/newsletter for an admin: the totals with 'This week', the subscriber list (20 per
 * page), CSV export, the bulk e-mail form and the e-mails that failed to go out.
 */
export function AdminNewsletter() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useSubscribers(page);
  const exporter = useSubscriberExport();
  useStayWithinPages(page, list.status === 'success' ? list.data.totalPages : 0, setPage);
  const subscribers = list.data?.subscribers ?? [];

  return (
    <div className="admin-screen">
      {list.data ? <NewsletterStats page={list.data} /> : null}

      <div className="admin-toolbar">
        <p className="admin-result-line" role="status">
          {list.data && list.status !== 'error' && list.data.totalPages > 1 ? (
            <span className="admin-result-note">
              {t('admin.list.pageOf', { page: list.data.currentPage, total: list.data.totalPages })}
            </span>
          ) : null}
        </p>
        <button
          type="button"
          className="button button-secondary admin-add-button"
          onClick={() => void exporter.run()}
          disabled={exporter.busy}
        >
          <DownloadIcon size={16} /> {exporter.busy ? t('admin.newsletter.exporting') : t('admin.newsletter.export')}
        </button>
      </div>

      <AdminAlert message={exporter.failure} action={t('admin.common.dismiss')} onAction={exporter.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={subscribersFailed()}
        loadingText={t('admin.newsletter.loading')}
        rowCount={subscribers.length}
        empty={
          <EmptyState icon={<MailIcon size={28} />} title={t('admin.newsletter.empty')}>
            <p className="state-message-text">{t('admin.newsletter.emptyHint')}</p>
          </EmptyState>
        }
        pages={{ page, totalPages: list.data?.totalPages ?? 1, onPage: setPage, label: t('admin.newsletter.pages') }}
      >
        <SubscriberTable subscribers={subscribers} />
      </AdminListBody>

      <BulkEmailForm activeSubscribers={list.data?.activeSubscribers ?? null} onSent={() => {
          invalidate('subscribers');
          invalidate('failed-emails');
        }} />
      <DeliveryProblems />
      <SmsLog />
    </div>
  );
}
