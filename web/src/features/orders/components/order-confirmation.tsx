import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DELIVERY_ESTIMATE_BUSINESS_DAYS } from '@shop/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/components/layouts/page';
import { AlertIcon, BikeIcon, CheckCircleIcon, HeadsetIcon, InfoIcon, MapPinIcon, UserIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/state-message';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import type { Order } from '@shop/contracts';
import { useOrderByNumber } from '../api/get-order-by-number';
import { useReceiptDownload } from '../hooks/use-receipt-download';
import type { OrderAuth } from '../types';
import { estimatedDelivery, longDate, orderProgress, type ProgressNotice } from '../utils/order-progress';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';
import { OrderPayment, OrderSummary } from './order-summary';
import './order-confirmation.css';

const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;
export const DELIVERY_ESTIMATE_TEXT = `${min}-${max} business days via bike delivery`;

/**
 * A failed load: 'Authentication Required' (Log In, coming back here afterwards) when the
 * message asks to log in, else 'Order Not Found' with Back to Home.
 */
function OrderProblem({ message, orderNumber }: { message: string; orderNumber: string }) {
  const needsLogin = /log in/i.test(message);
  const title = needsLogin ? 'Authentication Required' : 'Order Not Found';
  useDocumentTitle(title);
  let actions: ReactNode;
  if (needsLogin) {
    actions = (
      <Link
        to="/login"
        className="button button-primary button-lg"
        onClick={() => saveRedirectAfterLogin(`/order-confirmation/${encodeURIComponent(orderNumber)}`)}
      >
        Log In
      </Link>
    );
  } else {
    actions = (
      <>
        <ButtonLink to="/" variant="primary">Back to Home</ButtonLink>
        <ButtonLink to="/orders" variant="secondary">Order History</ButtonLink>
      </>
    );
  }
  return (
    <div className="container container-narrow order-confirmation">
      <div className={`state-message order-problem${needsLogin ? '' : ' state-message-error'}`} role="alert">
        <span className={`state-message-icon${needsLogin ? '' : ' state-message-icon-error'}`}>
          {needsLogin ? <UserIcon size={28} /> : <AlertIcon size={28} />}
        </span>
        <h1 className="state-message-title">{title}</h1>
        <p className="state-message-text">{message || "The order you're looking for doesn't exist."}</p>
        <div className="state-message-actions">{actions}</div>
      </div>
    </div>
  );
}

function OrderLoading() {
  useDocumentTitle('Order Confirmation');
  return (
    <div className="container container-narrow order-confirmation">
      <h1 className="visually-hidden">Order Confirmation</h1>
      <LoadingState text="Loading order details..." />
    </div>
  );
}

function Notice({ notice }: { notice: ProgressNotice }) {
  const Icon = notice.tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className={`order-notice order-notice-${notice.tone}`} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      <Icon size={22} />
      <div>
        <p className="order-notice-title">{notice.title}</p>
        <p className="order-notice-text">{notice.text}</p>
      </div>
    </div>
  );
}

function DeliveryAddress({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <section className="card" aria-labelledby="delivery-address-title">
      <h2 id="delivery-address-title" className="confirmation-section-title">
        <MapPinIcon size={20} /> Delivery Address
      </h2>
      <address className="delivery-address" data-testid="delivery-address">
        <strong>
          {a.firstName} {a.lastName}
        </strong>
        <span>{a.street}</span>
        <span>
          {a.city}
          {a.district ? `, ${a.district}` : ''}
          {a.postalCode ? ` ${a.postalCode}` : ''}
        </span>
        {a.country ? <span>{a.country}</span> : null}
        <span>Phone: {a.phone}</span>
        <span>Email: {a.email}</span>
      </address>
    </section>
  );
}

function ConfirmedOrder({ order }: { order: Order }) {
  const progress = orderProgress(order);
  const { download, busy } = useReceiptDownload(order);
  const estimate = estimatedDelivery(order);
  useDocumentTitle(`Order ${order.orderNumber}`);
  const problem = order.status === 'cancelled' || order.paymentInfo.status === 'failed';

  return (
    <div className="container order-confirmation" data-testid="order-confirmation">
      <header className="confirmation-hero">
        <span className={`confirmation-hero-icon${problem ? ' is-problem' : ''}`}>
          {problem ? <AlertIcon size={36} /> : <CheckCircleIcon size={36} />}
        </span>
        <h1 className="confirmation-title">{progress.headline}</h1>
        <p className="confirmation-subtitle">{progress.subheadline}</p>
        <p className="confirmation-meta">
          <span>
            Order number <strong data-testid="order-number">{order.orderNumber}</strong>
          </span>
          <span>Placed on {longDate(order.createdAt)}</span>
          <OrderStatusBadge status={order.status} />
        </p>
      </header>

      {progress.notice ? <Notice notice={progress.notice} /> : null}

      <OrderTimeline steps={progress.steps} />

      <div className="confirmation-grid">
        <div className="confirmation-column">
          <OrderItems items={order.items} />
          <DeliveryAddress order={order} />
        </div>
        <div className="confirmation-column">
          <OrderSummary order={order} />
          <OrderPayment order={order} />
          <section className="delivery-estimate" aria-labelledby="delivery-estimate-title">
            <BikeIcon size={28} />
            <div>
              <h2 id="delivery-estimate-title">Estimated delivery</h2>
              <p>{DELIVERY_ESTIMATE_TEXT}</p>
              {estimate && order.status !== 'cancelled' && order.status !== 'delivered' ? (
                <p className="delivery-estimate-date">Expected by {estimate}</p>
              ) : null}
            </div>
          </section>
        </div>
      </div>

      <div className="confirmation-actions">
        <ButtonLink to="/products" variant="primary">Continue Shopping</ButtonLink>
        <button type="button" className="button button-secondary button-lg" onClick={() => void download()} disabled={busy}>
          {busy ? 'Preparing receipt…' : 'Download Receipt'}
        </button>
        <Link to="/contact" className="button button-secondary button-lg">
          <HeadsetIcon size={18} /> Contact Support
        </Link>
      </div>
    </div>
  );
}

/**
 * /order-confirmation/{orderNumber} (SPEC section 2, Order confirmation): waits for the
 * session check, then loads the order; loading, not found or sign-in needed, or the order.
 */
export function OrderConfirmation({ orderNumber, auth }: { orderNumber: string; auth: OrderAuth }) {
  const order = useOrderByNumber(orderNumber, auth);
  if (order.status === 'error') return <OrderProblem message={order.error} orderNumber={orderNumber} />;
  if (order.status === 'loading') return <OrderLoading />;
  return <ConfirmedOrder order={order.data} />;
}
