import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { failedEmailsFailed, useFailedEmails } from '../api/get-failed-emails';
import { AdminTable } from './admin-table';
import { LogPanel } from './log-panel';
import { RelativeTimeText } from './relative-time-text';

/** Delivery problems: e-mails that still failed after their retries, so the admin can act on them. */
export function DeliveryProblems() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useFailedEmails(page);
  const emails = list.data?.emails ?? [];
  const total = list.data?.pagination.total ?? 0;
  return (
    <LogPanel
      title={t('admin.delivery.title')}
      count={total > 0 ? <span className="admin-chip admin-chip-red">{total}</span> : null}
      list={list}
      failedTitle={failedEmailsFailed()}
      loading={t('admin.delivery.loading')}
      empty={t('admin.delivery.empty')}
      page={page}
      onPage={setPage}
      pagesLabel={t('admin.delivery.pages')}
      hasRows={emails.length > 0}
    >
      <AdminTable
        caption={t('admin.delivery.caption')}
        columns={[t('admin.col.recipient'), t('admin.col.subject'), t('admin.col.attempts'), t('admin.col.lastError'), t('admin.col.lastTried')]}
      >
        {emails.map((email) => (
          <tr key={email._id} data-testid="failed-email-row">
            <th scope="row" className="admin-cell-product">
              <span className="admin-person">
                <span className="admin-person-name">{email.to}</span>
                <span className="admin-person-email">{email.template}</span>
              </span>
            </th>
            <td data-label={t('admin.col.subject')}>{email.subject}</td>
            <td data-label={t('admin.col.attempts')}>{email.attempts}</td>
            <td data-label={t('admin.col.lastError')}>
              <span className="admin-error-text">{email.lastError || t('admin.delivery.unknownError')}</span>
            </td>
            <td data-label={t('admin.col.lastTried')}>
              <RelativeTimeText value={email.updatedAt} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </LogPanel>
  );
}
