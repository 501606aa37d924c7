import type { SmsStatus, TextMessage } from '@shop/contracts';
import { formatRwf } from '@shop/domain';
import { useState } from 'react';
import { TEXT_MESSAGES_FAILED, useTextMessages } from '../api/get-text-messages';
import { AdminTable } from './admin-table';
import { LogPanel } from './log-panel';
import { RelativeTimeText } from './relative-time-text';

const STATUS_CHIPS: Record<SmsStatus, { label: string; chip: string }> = {
  pending: { label: 'Pending', chip: 'admin-chip-yellow' },
  sent: { label: 'Sent', chip: 'admin-chip-grey' },
  delivered: { label: 'Delivered', chip: 'admin-chip-green' },
  failed: { label: 'Failed', chip: 'admin-chip-red' },
};

function parts(message: TextMessage): string {
  if (message.segments === undefined) return '–';
  return `${message.segments} (${message.encoding ?? ''})`;
}

/** The SMS log: every order SMS, newest first, with its provider, parts, cost and why one failed. */
export function SmsLog() {
  const [page, setPage] = useState(1);
  const list = useTextMessages(page);
  const messages = list.data?.messages ?? [];
  return (
    <LogPanel
      title="SMS log"
      list={list}
      failedTitle={TEXT_MESSAGES_FAILED}
      loading="Loading the SMS log..."
      empty="No SMS yet: shoppers who keep SMS updates on at checkout get their order's news here."
      page={page}
      onPage={setPage}
      pagesLabel="SMS log pages"
      hasRows={messages.length > 0}
    >
      <AdminTable caption="Order SMS, newest first" columns={['Recipient', 'Message', 'Parts', 'Status', 'Provider', 'When']}>
        {messages.map((message) => {
          const status = STATUS_CHIPS[message.status];
          return (
            <tr key={message._id} data-testid="sms-row">
              <th scope="row" className="admin-cell-product">
                <span className="admin-person">
                  <span className="admin-person-name">{message.to}</span>
                  <span className="admin-person-email">{message.template}</span>
                </span>
              </th>
              <td data-label="Message" className="admin-sms-text">
                {message.text}
              </td>
              <td data-label="Parts">{parts(message)}</td>
              <td data-label="Status">
                <span className={`admin-chip ${status.chip}`}>{status.label}</span>
                {message.lastError ? <span className="admin-error-text">{message.lastError}</span> : null}
              </td>
              <td data-label="Provider">
                {message.provider ?? '–'}
                {message.costRwf !== undefined ? <span className="admin-person-email">{formatRwf(message.costRwf)}</span> : null}
              </td>
              <td data-label="When">
                <RelativeTimeText value={message.createdAt} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </LogPanel>
  );
}
