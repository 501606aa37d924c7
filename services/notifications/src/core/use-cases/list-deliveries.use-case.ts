import type { DeliveryPage, DeliveryQuery, DeliveryView } from '../../api/notifications-api';
import { DELIVERY_STATUSES } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';
import type { DeliveryRecord } from '../ports/delivery-log.port';
import { logPage, pageWindow } from './log-page';

/** The send log for the admin: newest first, 20 per page, optionally one status. */
export class ListDeliveries {
  constructor(private readonly deps: Pick<NotificationsPorts, 'deliveries'>) {}

  async execute(query: DeliveryQuery = {}): Promise<DeliveryPage> {
    const window = pageWindow(query);
    const status = DELIVERY_STATUSES.find((known) => known === query.status);
    const { deliveries, total } = await this.deps.deliveries.list({ skip: window.skip, limit: window.limit, status });
    return { emails: deliveries.map(toDeliveryView), pagination: logPage(window, total) };
  }
}

function toDeliveryView(record: DeliveryRecord): DeliveryView {
  const view: DeliveryView = {
    _id: record.id,
    to: record.to,
    template: record.template,
    subject: record.subject,
    eventId: record.eventId,
    status: record.status,
    attempts: record.attempts,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  if (record.lastError) view.lastError = record.lastError;
  return view;
}
