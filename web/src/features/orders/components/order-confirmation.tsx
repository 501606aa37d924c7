import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/components/layouts/page';
import { AlertIcon, CheckCircleIcon, HeadsetIcon, UserIcon } from '@/components/ui/icons';
import { BikeIcon, InfoIcon, MapPinIcon } from '@/components/ui/shop-icons';
import { LoadingState } from '@/components/ui/state-message';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import type { Order } from '@shop/contracts';
import { useOrderByNumber } from '../api/get-order-by-number';
import { useReceiptDownload } from '../hooks/use-receipt-download';
import { useRefreshWhile } from '../hooks/use-refresh-while';
import type { OrderAuth } from '../types';
import { awaitingAnswer } from '../utils/awaiting-answer';
import { fiscalBlocks } from '../utils/fiscal-receipt-view';
import { deliveryDays } from '../utils/delivery-days';
import { estimatedDelivery, longDate, orderProgress, type ProgressNotice } from '../utils/order-progress';
import { FiscalReceiptSection } from './fiscal-receipt-section';
import { OrderItems } from './order-items';
import { OrderRefunds } from './order-refunds';
import { OrderTimeline } from './order-timeline';
import { OrderPayment, OrderSummary } from './order-summary';
import './order-confirmation.css';

/** How often an open order page asks whether a pending fiscal receipt or refund has been settled. */
const SETTLEMENT_POLL_MS = 30_000;

/**
 * A failed load: 'Authentication Required' (Log In, coming back here afterwards) when the
 * session is missing (401) or the message asks to log in, else 'Order Not Found' with Back to
 * Home. Signed out, the text follows the language shown now.
 */
function OrderProblem({ message, httpStatus, orderNumber }: { message: string; httpStatus: number; orderNumber: string }) {
  const t = useT();
  const signedOut = httpStatus === 401;
  const needsLogin = signedOut || /log in/i.test(message);
  const title = needsLogin ? t('orders.problem.authTitle') : t('orders.problem.notFoundTitle');
  const text = signedOut ? t('orders.api.signedOut') : message || t('orders.problem.notFoundText');
  useDocumentTitle(title);
  let actions: ReactNode;
  if (needsLogin) {
    actions = (
      <Link
        to="/login"
        className="button button-primary button-lg"
        onClick={() => saveRedirectAfterLogin(`/order-confirmation/${encodeURIComponent(orderNumber)}`)}
      >
        {t('orders.problem.logIn')}
      </Link>
    );
  } else {
    actions = (
      <>
        <ButtonLink to="/" variant="primary">{t('ui.backHome')}</ButtonLink>
        <ButtonLink to="/orders" variant="secondary">{t('orders.history.title')}</ButtonLink>
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
        <p className="state-message-text">{text}</p>
        <div className="state-message-actions">{actions}</div>
      </div>
    </div>
  );
}

function OrderLoading() {
  const t = useT();
  useDocumentTitle(t('orders.confirmation.title'));
  return (
    <div className="container container-narrow order-confirmation">
      <h1 className="visually-hidden">{t('orders.confirmation.title')}</h1>
      <LoadingState text={t('orders.confirmation.loading')} />
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
  const t = useT();
  const a = order.shippingAddress;
  return (
    <section className="card" aria-labelledby="delivery-address-title">
      <h2 id="delivery-address-title" className="confirmation-section-title">
        <MapPinIcon size={20} /> {t('orders.delivery.addressTitle')}
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
        <span>{t('orders.address.phone', { phone: a.phone })}</span>
        <span>{t('orders.address.email', { email: a.email })}</span>
      </address>
    </section>
  );
}

function ConfirmedOrder({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const progress = orderProgress(order, language);
  const { download, busy } = useReceiptDownload(order);
  const estimate = estimatedDelivery(order, language);
  const { min, max } = deliveryDays(order);
  useDocumentTitle(t('orders.card.title', { number: order.orderNumber }));
  const problem = order.status === 'cancelled' || order.paymentInfo.status === 'failed';
  const fiscal = fiscalBlocks(order, language, 'page');

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
            {t('orders.orderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>
          </span>
          <span>{t('orders.placedOn', { date: longDate(order.createdAt, language) })}</span>
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
          <OrderRefunds order={order} />
          <section className="delivery-estimate" aria-labelledby="delivery-estimate-title">
            <BikeIcon size={28} />
            <div>
              <h2 id="delivery-estimate-title">{t('orders.delivery.estimateTitle')}</h2>
              <p>{t('orders.delivery.estimate', { min, max })}</p>
              {estimate && order.status !== 'cancelled' && order.status !== 'delivered' ? (
                <p className="delivery-estimate-date">{t('orders.delivery.expectedBy', { date: estimate })}</p>
              ) : null}
            </div>
          </section>
        </div>
      </div>

      {fiscal.length ? (
        <div className="fiscal-receipts">
          {fiscal.map((block) => (
            <FiscalReceiptSection key={block.key} block={block} />
          ))}
        </div>
      ) : null}

      <div className="confirmation-actions">
        <ButtonLink to="/products" variant="primary">{t('orders.confirmation.continue')}</ButtonLink>
        <button type="button" className="button button-secondary button-lg" onClick={() => void download()} disabled={busy}>
          {busy ? t('orders.confirmation.preparing') : t('orders.confirmation.download')}
        </button>
        <Link to="/contact" className="button button-secondary button-lg">
          <HeadsetIcon size={18} /> {t('orders.confirmation.contact')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /order-confirmation/{orderNumber} (SPEC section 2, Order confirmation): waits for the
 * session check, then loads the order; loading, not found or sign-in needed, or the order.
 * While a fiscal receipt or a refund waits for its answer the order is asked for again; a
 * refresh that fails leaves the order on screen, unless the session has ended.
 */
export function OrderConfirmation({ orderNumber, auth }: { orderNumber: string; auth: OrderAuth }) {
  const order = useOrderByNumber(orderNumber, auth);
  const shown = order.status !== 'loading' && !(order.status === 'error' && order.httpStatus === 401) ? order.data : undefined;
  useRefreshWhile(shown !== undefined && awaitingAnswer(shown), order.reload, SETTLEMENT_POLL_MS);
  if (shown) return <ConfirmedOrder order={shown} />;
  if (order.status === 'error') return <OrderProblem message={order.error} httpStatus={order.httpStatus} orderNumber={orderNumber} />;
  return <OrderLoading />;
}
