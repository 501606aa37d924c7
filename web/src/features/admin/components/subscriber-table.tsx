import { formatLongDate } from '@shop/domain';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import type { Subscriber } from '../api/get-subscribers';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

function DateCell({ value }: { value?: string }) {
  const language = useLanguage();
  if (!value) return <span className="admin-muted-note">—</span>;
  return (
    <span className="admin-person">
      <span>{formatLongDate(value, language)}</span>
      <span className="admin-person-email">
        <RelativeTimeText value={value} />
      </span>
    </span>
  );
}

/** The subscriber list: e-mail, status (active or unsubscribed), subscribed and unsubscribed dates. */
export function SubscriberTable({ subscribers }: { subscribers: Subscriber[] }) {
  const t = useT();
  const columns = { status: t('admin.col.status'), subscribed: t('admin.col.subscribed'), unsubscribed: t('admin.col.unsubscribed') };
  return (
    <AdminTable
      caption={t('admin.newsletter.caption')}
      columns={[t('admin.col.email'), columns.status, columns.subscribed, columns.unsubscribed]}
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber._id} data-testid="subscriber-row">
          <th scope="row" className="admin-cell-product">
            <span className="admin-person-name">{subscriber.email}</span>
          </th>
          <td data-label={columns.status}>
            <span className={`admin-chip ${subscriber.isActive ? 'admin-chip-green' : 'admin-chip-grey'}`}>
              {subscriber.isActive ? t('admin.newsletter.chipActive') : t('admin.newsletter.chipUnsubscribed')}
            </span>
          </td>
          <td data-label={columns.subscribed}>
            <DateCell value={subscriber.subscribedAt} />
          </td>
          <td data-label={columns.unsubscribed}>
            <DateCell value={subscriber.isActive ? undefined : subscriber.unsubscribedAt} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
