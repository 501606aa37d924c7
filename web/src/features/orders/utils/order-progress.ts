import { MANUAL_PAYMENT_VERIFICATION_HOURS, estimatedDeliveryDate, formatLongDate, type Instant } from '@shop/domain';
import type { Order } from '@shop/contracts';

/**
 * The confirmation page's three-step timeline, following the order's real status (issue 5
 * refines SPEC's static one): placed or confirmed → step 1 done; processing → step 2 under
 * way; shipped → out for delivery, with the tracking number; delivered → all done;
 * cancelled → the steps not reached are shown as cancelled. The payment's state is told
 * apart in a notice.
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

/** A readable date, or '' for a value that is not one. */
export function longDate(value: Instant | undefined): string {
  if (value === undefined || value === '') return '';
  try {
    return formatLongDate(value);
  } catch {
    return '';
  }
}

/** The order's own estimate; an order without one is estimated 3 days after it was placed. */
export function estimatedDelivery(order: Pick<Order, 'estimatedDelivery' | 'createdAt'>): string {
  if (order.estimatedDelivery) {
    const date = longDate(order.estimatedDelivery);
    if (date) return date;
  }
  return order.createdAt ? longDate(estimatedDeliveryDate(order.createdAt)) : '';
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
      title: 'Payment failed',
      text: `${failureReason ? `${failureReason.replace(/\.$/, '')}. ` : ''}Your order will not be prepared until it is paid. Please contact support to complete your payment.`,
    };
  }
  if (status === 'awaiting_verification') {
    return {
      tone: 'info',
      title: 'Payment awaiting verification',
      text: `We have received your payment proof. Our team verifies it within ${MANUAL_PAYMENT_VERIFICATION_HOURS} hours, then prepares your order.`,
    };
  }
  if (status === 'pending') {
    return {
      tone: 'warning',
      title: 'Payment pending',
      text: 'We have not received your payment yet. Your order will be prepared once it is paid.',
    };
  }
  return null;
}

export function orderProgress(order: Order): OrderProgress {
  const placedOn = longDate(order.createdAt);
  const estimate = estimatedDelivery(order);
  const cancelled = order.status === 'cancelled';
  const paymentFailed = order.paymentInfo.status === 'failed';

  if (cancelled) {
    const reason = order.paymentInfo.failureReason;
    return {
      headline: paymentFailed ? 'Payment Failed' : 'Order Cancelled',
      subheadline: paymentFailed
        ? 'This order was cancelled because its payment did not go through'
        : 'This order has been cancelled and will not be delivered',
      steps: [
        { key: 'placed', title: 'Order Placed', detail: placedOn, state: 'complete' },
        { key: 'processing', title: 'Processing', detail: 'Cancelled', state: 'cancelled' },
        { key: 'delivery', title: 'Out for Delivery', detail: 'Cancelled', state: 'cancelled' },
      ],
      notice: paymentFailed
        ? {
            tone: 'danger',
            title: 'Payment failed',
            text: `${reason ? `${reason.replace(/\.$/, '')}. ` : ''}This order was cancelled and nothing will be delivered. You can place a new order at any time, or contact support if you need help.`,
          }
        : {
            tone: 'danger',
            title: 'This order was cancelled',
            text: 'Nothing will be delivered. If you have any questions about this order, please contact support.',
          },
    };
  }

  const stage = STAGE[order.status] ?? 0;
  const delivered = stage === 3;
  const shipped = stage >= 2;
  let deliveryDetail = estimate ? `Estimated ${estimate}` : 'Estimated in 3-4 business days';
  if (delivered) deliveryDetail = `Delivered${longDate(order.updatedAt) ? ` on ${longDate(order.updatedAt)}` : ''}`;
  else if (shipped) deliveryDetail = `On its way by bike${estimate ? ` · estimated ${estimate}` : ''}`;

  return {
    headline: paymentFailed ? 'Payment Failed' : 'Order Confirmed!',
    subheadline: paymentFailed ? 'Your order is saved, but its payment did not go through' : 'Thank you for your purchase',
    steps: [
      { key: 'placed', title: 'Order Placed', detail: placedOn, state: 'complete' },
      {
        key: 'processing',
        title: 'Processing',
        detail: stage > 1 ? 'Your order has been prepared' : 'Your order is being prepared',
        state: stepState(stage, 1),
      },
      {
        key: 'delivery',
        title: 'Out for Delivery',
        detail: deliveryDetail,
        state: delivered ? 'complete' : stepState(stage, 2),
        trackingNumber: shipped ? order.trackingNumber : undefined,
      },
    ],
    notice: paymentNotice(order),
  };
}
