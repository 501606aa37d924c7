import { useId, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ErrorState } from '@/components/ui/state-message';
import { FAILED_EMAILS_FAILED, useFailedEmails } from '../api/get-failed-emails';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

/** Delivery problems: e-mails that still failed after their retries, so the admin can act on them. */
export function DeliveryProblems() {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const list = useFailedEmails(page);
  const emails = list.data?.emails ?? [];

  let body;
  if (list.status === 'error') {
    body = (
      <ErrorState title={FAILED_EMAILS_FAILED} message={list.error === FAILED_EMAILS_FAILED ? null : list.error} onRetry={list.reload} />
    );
  } else if (!list.data) {
    body = <p className="admin-panel-text">Loading delivery problems...</p>;
  } else if (emails.length === 0) {
    body = <p className="admin-panel-text">No failed deliveries: every e-mail has been sent or is still being retried.</p>;
  } else {
    body = (
      <>
        <AdminTable caption="E-mails that failed after their retries" columns={['Recipient', 'Subject', 'Attempts', 'Last error', 'Last tried']}>
          {emails.map((email) => (
            <tr key={email._id} data-testid="failed-email-row">
              <th scope="row" className="admin-cell-product">
                <span className="admin-person">
                  <span className="admin-person-name">{email.to}</span>
                  <span className="admin-person-email">{email.template}</span>
                </span>
              </th>
              <td data-label="Subject">{email.subject}</td>
              <td data-label="Attempts">{email.attempts}</td>
              <td data-label="Last error">
                <span className="admin-error-text">{email.lastError || 'Unknown error'}</span>
              </td>
              <td data-label="Last tried">
                <RelativeTimeText value={email.updatedAt} />
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={page} totalPages={list.data.pagination.totalPages} onPage={setPage} label="Delivery problem pages" />
      </>
    );
  }

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-panel-header">
        <h2 id={titleId} className="admin-panel-title">
          Delivery problems
          {list.data && list.data.pagination.total > 0 ? (
            <span className="admin-chip admin-chip-red">{list.data.pagination.total}</span>
          ) : null}
        </h2>
        <button type="button" className="button button-secondary admin-row-button" onClick={list.reload}>
          Refresh
        </button>
      </div>
      {body}
    </section>
  );
}
