import { formatLongDate } from '@shop/domain';
import type { Subscriber } from '../api/get-subscribers';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

function DateCell({ value }: { value?: string }) {
  if (!value) return <span className="admin-muted-note">—</span>;
  return (
    <span className="admin-person">
      <span>{formatLongDate(value)}</span>
      <span className="admin-person-email">
        <RelativeTimeText value={value} />
      </span>
    </span>
  );
}

/** The subscriber list: e-mail, status (active or unsubscribed), subscribed and unsubscribed dates. */
export function SubscriberTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <AdminTable caption="Newsletter subscribers" columns={['Email', 'Status', 'Subscribed', 'Unsubscribed']}>
      {subscribers.map((subscriber) => (
        <tr key={subscriber._id} data-testid="subscriber-row">
          <th scope="row" className="admin-cell-product">
            <span className="admin-person-name">{subscriber.email}</span>
          </th>
          <td data-label="Status">
            <span className={`admin-chip ${subscriber.isActive ? 'admin-chip-green' : 'admin-chip-grey'}`}>
              {subscriber.isActive ? 'Active' : 'Unsubscribed'}
            </span>
          </td>
          <td data-label="Subscribed">
            <DateCell value={subscriber.subscribedAt} />
          </td>
          <td data-label="Unsubscribed">
            <DateCell value={subscriber.isActive ? undefined : subscriber.unsubscribedAt} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
