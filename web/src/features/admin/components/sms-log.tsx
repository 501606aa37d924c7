import type { SmsStatus, TextMessage } from '@shop/contracts';
import { formatRwf } from '@shop/domain';
import { useState } from 'react';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import { textMessagesFailed, useTextMessages } from '../api/get-text-messages';
import { AdminTable } from './admin-table';
import { LogPanel } from './log-panel';
import { RelativeTimeText } from './relative-time-text';

const STATUS_CHIPS: Record<SmsStatus, { label: MessageKey; chip: string }> = {
  pending: { label: 'admin.sms.status.pending', chip: 'admin-chip-yellow' },
  sent: { label: 'admin.sms.status.sent', chip: 'admin-chip-grey' },
  delivered: { label: 'admin.sms.status.delivered', chip: 'admin-chip-green' },
  failed: { label: 'admin.sms.status.failed', chip: 'admin-chip-red' },
};

function parts(message: TextMessage): string {
  if (message.segments === undefined) return '–';
  return `${message.segments} (${message.encoding ?? ''})`;
}

/** The SMS log: every order SMS, newest first, with its provider, parts, cost and why one failed. */
export function SmsLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useTextMessages(page);
  const messages = list.data?.messages ?? [];
  return (
    <LogPanel
      title={t('admin.sms.title')}
      list={list}
      failedTitle={textMessagesFailed()}
      loading={t('admin.sms.loading')}
      empty={t('admin.sms.empty')}
      page={page}
      onPage={setPage}
      pagesLabel={t('admin.sms.pages')}
      hasRows={messages.length > 0}
    >
      <AdminTable
        caption={t('admin.sms.caption')}
        columns={[t('admin.col.recipient'), t('admin.col.message'), t('admin.col.parts'), t('admin.col.status'), t('admin.col.provider'), t('admin.col.when')]}
      >
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
              <td data-label={t('admin.col.message')} className="admin-sms-text">
                {message.text}
              </td>
              <td data-label={t('admin.col.parts')}>{parts(message)}</td>
              <td data-label={t('admin.col.status')}>
                <span className={`admin-chip ${status.chip}`}>{t(status.label)}</span>
                {message.lastError ? <span className="admin-error-text">{message.lastError}</span> : null}
              </td>
              <td data-label={t('admin.col.provider')}>
                {message.provider ?? '–'}
                {message.costRwf !== undefined ? <span className="admin-person-email">{formatRwf(message.costRwf)}</span> : null}
              </td>
              <td data-label={t('admin.col.when')}>
                <RelativeTimeText value={message.createdAt} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </LogPanel>
  );
}
