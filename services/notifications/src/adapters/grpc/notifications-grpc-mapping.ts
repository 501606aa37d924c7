// Between the NotificationsApi's shapes and the generated protobuf messages.
import type { notificationsPb } from '@shop/proto';
import {
  DELIVERY_STATUSES,
  type BulkEmailResult,
  type DeliveryPage,
  type DeliveryView,
  type SubscribeResult,
  type SubscriberPage,
  type SubscriberView,
  type SubscriptionStatus,
  type UnsubscribeResult,
} from '../../api/notifications-api';

export function subscriberToPb(view: SubscriberView): notificationsPb.Subscriber {
  return { id: view._id, email: view.email, subscribedAt: view.subscribedAt, isActive: view.isActive, unsubscribedAt: view.unsubscribedAt };
}

export function subscriberFromPb(pb: notificationsPb.Subscriber | undefined): SubscriberView {
  const view: SubscriberView = { _id: pb?.id ?? '', email: pb?.email ?? '', subscribedAt: pb?.subscribedAt ?? '', isActive: pb?.isActive ?? false };
  if (pb?.unsubscribedAt) view.unsubscribedAt = pb.unsubscribedAt;
  return view;
}

export function subscribeResultToPb(result: SubscribeResult): notificationsPb.SubscribeReply {
  return { subscriber: subscriberToPb(result.subscriber), alreadySubscribed: result.alreadySubscribed, message: result.message };
}

export function subscribeResultFromPb(pb: notificationsPb.SubscribeReply): SubscribeResult {
  return { subscriber: subscriberFromPb(pb.subscriber), alreadySubscribed: pb.alreadySubscribed, message: pb.message };
}

export function unsubscribeResultFromPb(pb: notificationsPb.UnsubscribeReply): UnsubscribeResult {
  return { email: pb.email, unsubscribed: pb.unsubscribed, message: pb.message };
}

export function statusFromPb(pb: notificationsPb.CheckSubscriptionReply): SubscriptionStatus {
  return pb.subscribed ? { subscribed: true, subscribedAt: pb.subscribedAt } : { subscribed: false };
}

export function subscriberPageToPb(page: SubscriberPage): notificationsPb.ListSubscribersReply {
  return {
    subscribers: page.subscribers.map(subscriberToPb),
    totalSubscribers: page.totalSubscribers,
    activeSubscribers: page.activeSubscribers,
    currentPage: page.currentPage,
    totalPages: page.totalPages,
    thisWeek: page.thisWeek,
  };
}

export function subscriberPageFromPb(pb: notificationsPb.ListSubscribersReply): SubscriberPage {
  return {
    subscribers: pb.subscribers.map(subscriberFromPb),
    totalSubscribers: pb.totalSubscribers,
    activeSubscribers: pb.activeSubscribers,
    currentPage: pb.currentPage,
    totalPages: pb.totalPages,
    thisWeek: pb.thisWeek,
  };
}

export function bulkEmailResultToPb(result: BulkEmailResult): notificationsPb.BulkEmailReply {
  return { successCount: result.successCount, message: result.message, campaignId: result.campaignId };
}

export function bulkEmailResultFromPb(pb: notificationsPb.BulkEmailReply): BulkEmailResult {
  return { successCount: pb.successCount, message: pb.message, campaignId: pb.campaignId };
}

/** A log's page and status filter (the e-mails', the SMS'), as ListDeliveriesRequest carries it. */
export function logQueryToPb(query: { page?: number; limit?: number; status?: string }): notificationsPb.ListDeliveriesRequest {
  return { page: query.page ?? 0, limit: query.limit ?? 0, status: query.status ?? '' };
}

/** The filter back, with a status only when it is one of `statuses`. */
export function logQueryFromPb<S extends string>(pb: notificationsPb.ListDeliveriesRequest, statuses: readonly S[]): { page: number; limit: number; status?: S } {
  const status = statuses.find((known) => known === pb.status);
  return { page: pb.page, limit: pb.limit, ...(status ? { status } : {}) };
}

function deliveryToPb(view: DeliveryView): notificationsPb.Delivery {
  return {
    id: view._id,
    to: view.to,
    template: view.template,
    subject: view.subject,
    eventId: view.eventId,
    status: view.status,
    attempts: view.attempts,
    lastError: view.lastError,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  };
}

function deliveryFromPb(pb: notificationsPb.Delivery): DeliveryView {
  const view: DeliveryView = {
    _id: pb.id,
    to: pb.to,
    template: pb.template,
    subject: pb.subject,
    eventId: pb.eventId,
    status: DELIVERY_STATUSES.find((known) => known === pb.status) ?? 'pending',
    attempts: pb.attempts,
    createdAt: pb.createdAt,
    updatedAt: pb.updatedAt,
  };
  if (pb.lastError) view.lastError = pb.lastError;
  return view;
}

export function deliveryPageToPb(page: DeliveryPage): notificationsPb.ListDeliveriesReply {
  return { emails: page.emails.map(deliveryToPb), ...page.pagination };
}

export function deliveryPageFromPb(pb: notificationsPb.ListDeliveriesReply): DeliveryPage {
  return { emails: pb.emails.map(deliveryFromPb), pagination: { page: pb.page, limit: pb.limit, total: pb.total, totalPages: pb.totalPages } };
}
