// Every event of the shop by name: its payload schema and version.
import {
  catalogAdminActionEvent,
  notificationsAdminActionEvent,
  ordersAdminActionEvent,
  paymentsAdminActionEvent,
} from './admin-action-events';
import { productsChangedEvent, reviewCreatedEvent } from './catalog-events';
import type { EventContract } from './envelope';
import { newsletterCampaignQueuedEvent, newsletterSubscribedEvent, newsletterUnsubscribedEvent } from './newsletter-events';
import { orderPlacedEvent, orderStatusChangedEvent, paymentCheckRequestedEvent, refundRequestedEvent } from './order-events';
import { paymentProofSubmittedEvent, paymentRefundedEvent, paymentSettledEvent } from './payment-events';

const ALL = [
  orderPlacedEvent,
  orderStatusChangedEvent,
  paymentCheckRequestedEvent,
  paymentSettledEvent,
  paymentProofSubmittedEvent,
  refundRequestedEvent,
  paymentRefundedEvent,
  reviewCreatedEvent,
  productsChangedEvent,
  newsletterSubscribedEvent,
  newsletterUnsubscribedEvent,
  newsletterCampaignQueuedEvent,
  catalogAdminActionEvent,
  ordersAdminActionEvent,
  paymentsAdminActionEvent,
  notificationsAdminActionEvent,
] as const;

export type EventType = (typeof ALL)[number]['type'];
export const EVENT_TYPES = ALL.map((contract) => contract.type) as EventType[];

export const EVENT_SCHEMAS = Object.fromEntries(ALL.map((contract) => [contract.type, contract])) as {
  [C in (typeof ALL)[number] as C['type']]: C;
} satisfies Record<EventType, EventContract>;
