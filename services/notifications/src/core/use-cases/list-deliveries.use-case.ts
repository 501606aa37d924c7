import type { DeliveryPage, DeliveryQuery, DeliveryView } from '../../api/notifications-api';
import { DELIVERY_STATUSES } from '../../api/notifications-api';
import { MAX_SUBSCRIBERS_PAGE_SIZE } from '../notifications-messages';
import type { NotificationsPorts } from '../notifications-ports';
import type { DeliveryRecord } from '../ports/delivery-log.port';

const DEFAULT_LIMIT = 20;

/** The send log for the admin: newest first, 20 per page, optionally one status. */
export class ListDeliveries {
  constructor(private readonly deps: Pick<NotificationsPorts, 'deliveries'>) {}

  async execute(query: DeliveryQuery = {}): Promise<DeliveryPage> {
    const page = wholeNumber(query.page, 1);
    const limit = Math.min(wholeNumber(query.limit, DEFAULT_LIMIT), MAX_SUBSCRIBERS_PAGE_SIZE);
    const status = DELIVERY_STATUSES.find((known) => known === query.status);
    const { deliveries, total } = await this.deps.deliveries.list({ skip: (page - 1) * limit, limit, status });
    return { emails: deliveries.map(toDeliveryView), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
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

/** A positive whole number, else the default (0 over gRPC means "not given"). */
function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}
