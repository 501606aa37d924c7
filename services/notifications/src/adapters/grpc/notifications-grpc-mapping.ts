// Between the NotificationsApi's shapes and the generated protobuf messages.
import type { notificationsPb } from '@shop/proto';
import type { SubscribeResult, SubscriberPage, SubscriberView, SubscriptionStatus, UnsubscribeResult } from '../../api/notifications-api';

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
