import { useState } from 'react';
import { FAILED_EMAILS_FAILED, useFailedEmails } from '../api/get-failed-emails';
import { AdminTable } from './admin-table';
import { LogPanel } from './log-panel';
import { RelativeTimeText } from './relative-time-text';

/** Delivery problems: e-mails that still failed after their retries, so the admin can act on them. */
export function DeliveryProblems() {
  const [page, setPage] = useState(1);
  const list = useFailedEmails(page);
  const emails = list.data?.emails ?? [];
  const total = list.data?.pagination.total ?? 0;
  return (
    <LogPanel
      title="Delivery problems"
      count={total > 0 ? <span className="admin-chip admin-chip-red">{total}</span> : null}
      list={list}
      failedTitle={FAILED_EMAILS_FAILED}
      loading="Loading delivery problems..."
      empty="No failed deliveries: every e-mail has been sent or is still being retried."
      page={page}
      onPage={setPage}
      pagesLabel="Delivery problem pages"
      hasRows={emails.length > 0}
    >
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
    </LogPanel>
  );
}
