import {
  MANUAL_PAYMENT_VERIFICATION_HOURS,
  estimatedDeliveryDate,
  formatLongDate,
  type Instant,
  type Language,
} from '@shop/domain';
import type { Order } from '@shop/contracts';
import { deliveryDays } from './delivery-days';
import { translate } from '@/lib/i18n/use-t';
import { failureReasonText } from './failure-reason';

/**
 * The confirmation page's three-step timeline, following the order's real status (issue 5
 * refines SPEC's static one): placed or confirmed → step 1 done; processing → step 2 under
 * way; shipped → out for delivery, with the tracking number; delivered → all done;
 * cancelled → the steps not reached are shown as cancelled. The payment's state is told
 * apart in a notice. Texts are in the current language, dates in `language` (the same one: the
 * screen passes useLanguage()).
 */
export type StepState = 'complete' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  key: 'placed' | 'processing' | 'delivery';
  title: string;
  detail: string;
  state: StepState;
  trackingNumber?: string;
}

export type NoticeTone = 'info' | 'warning' | 'danger';

export interface ProgressNotice {
  tone: NoticeTone;
  title: string;
  text: string;
}

export interface OrderProgress {
  /** 'Order Confirmed!' unless the order was cancelled or its payment failed. */
  headline: string;
  subheadline: string;
  steps: TimelineStep[];
  notice: ProgressNotice | null;
}

/** A readable date in `language`, or '' for a value that is not one. */
export function longDate(value: Instant | undefined, language: Language): string {
  if (value === undefined || value === '') return '';
  try {
    return formatLongDate(value, language);
  } catch {
    return '';
  }
}

/** The order's own estimate; an order without one is estimated 3 days after it was placed. */
export function estimatedDelivery(order: Pick<Order, 'estimatedDelivery' | 'createdAt'>, language: Language): string {
  if (order.estimatedDelivery) {
    const date = longDate(order.estimatedDelivery, language);
    if (date) return date;
  }
  return order.createdAt ? longDate(estimatedDeliveryDate(order.createdAt), language) : '';
}

/** The payment's failure reason (in the shopper's language when the shop knows it), then `text`. */
function withReason(reason: string | undefined, text: string): string {
  return reason ? `${failureReasonText(reason).replace(/\.$/, '')}. ${text}` : text;
}

// How far along the delivery flow a status is: 0 placed, 1 processing, 2 shipped, 3 delivered.
const STAGE: Record<string, number> = { pending: 0, confirmed: 0, processing: 1, shipped: 2, delivered: 3 };

function stepState(stage: number, step: number): StepState {
  if (stage > step) return 'complete';
  return stage === step ? 'current' : 'upcoming';
}

function paymentNotice(order: Order): ProgressNotice | null {
  const { status, failureReason } = order.paymentInfo;
  if (status === 'failed') {
    return {
      tone: 'danger',
      title: translate('orders.notice.failedTitle'),
      text: withReason(failureReason, translate('orders.notice.failedText')),
    };
  }
  if (status === 'awaiting_verification') {
    return {
      tone: 'info',
      title: translate('orders.notice.awaitingTitle'),
      text: translate('orders.notice.awaitingText', { hours: MANUAL_PAYMENT_VERIFICATION_HOURS }),
    };
  }
  if (status === 'pending') {
    return {
      tone: 'warning',
      title: translate('orders.notice.pendingTitle'),
      text: translate('orders.notice.pendingText'),
    };
  }
  return null;
}

/** What the delivery step says: when it is expected, that it is on its way, or when it arrived. */
function deliveryDetail(order: Order, stage: number, language: Language): string {
  const estimate = estimatedDelivery(order, language);
  if (stage === 3) {
    const deliveredOn = longDate(order.updatedAt, language);
    return deliveredOn ? translate('orders.step.deliveredOn', { date: deliveredOn }) : translate('orders.step.delivered');
  }
  if (stage === 2) return estimate ? translate('orders.step.onItsWayEstimated', { date: estimate }) : translate('orders.step.onItsWay');
  const { min, max } = deliveryDays(order);
  return estimate ? translate('orders.step.estimated', { date: estimate }) : translate('orders.step.estimatedDays', { min, max });
}

export function orderProgress(order: Order, language: Language): OrderProgress {
  const placedOn = longDate(order.createdAt, language);
  const cancelled = order.status === 'cancelled';
  const paymentFailed = order.paymentInfo.status === 'failed';
  const placed: TimelineStep = { key: 'placed', title: translate('orders.step.placed'), detail: placedOn, state: 'complete' };

  if (cancelled) {
    return {
      headline: paymentFailed ? translate('orders.progress.paymentFailed') : translate('orders.progress.cancelled'),
      subheadline: paymentFailed ? translate('orders.progress.cancelledUnpaid') : translate('orders.progress.cancelledText'),
      steps: [
        placed,
        { key: 'processing', title: translate('orders.step.processing'), detail: translate('orders.step.cancelled'), state: 'cancelled' },
        { key: 'delivery', title: translate('orders.step.delivery'), detail: translate('orders.step.cancelled'), state: 'cancelled' },
      ],
      notice: paymentFailed
        ? {
            tone: 'danger',
            title: translate('orders.notice.failedTitle'),
            text: withReason(order.paymentInfo.failureReason, translate('orders.notice.cancelledUnpaidText')),
          }
        : {
            tone: 'danger',
            title: translate('orders.notice.cancelledTitle'),
            text: translate('orders.notice.cancelledText'),
          },
    };
  }

  const stage = STAGE[order.status] ?? 0;
  const delivered = stage === 3;
  const shipped = stage >= 2;

  return {
    headline: paymentFailed ? translate('orders.progress.paymentFailed') : translate('orders.progress.confirmed'),
    subheadline: paymentFailed ? translate('orders.progress.savedUnpaid') : translate('orders.progress.thanks'),
    steps: [
      placed,
      {
        key: 'processing',
        title: translate('orders.step.processing'),
        detail: stage > 1 ? translate('orders.step.prepared') : translate('orders.step.preparing'),
        state: stepState(stage, 1),
      },
      {
        key: 'delivery',
        title: translate('orders.step.delivery'),
        detail: deliveryDetail(order, stage, language),
        state: delivered ? 'complete' : stepState(stage, 2),
        trackingNumber: shipped ? order.trackingNumber : undefined,
      },
    ],
    notice: paymentNotice(order),
  };
}
