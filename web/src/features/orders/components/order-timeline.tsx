import { CheckCircleIcon, CloseIcon, PackageIcon } from '@/components/ui/icons';
import { BikeIcon } from '@/components/ui/shop-icons';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { StepState, TimelineStep } from '../utils/order-progress';
import './order-timeline.css';

/** How a screen reader hears where each step stands. */
const STATE_LABELS: Record<StepState, MessageKey> = {
  complete: 'orders.timeline.state.complete',
  current: 'orders.timeline.state.current',
  upcoming: 'orders.timeline.state.upcoming',
  cancelled: 'orders.timeline.state.cancelled',
};

function StepIcon({ step }: { step: TimelineStep }) {
  if (step.state === 'cancelled') return <CloseIcon size={18} />;
  if (step.state === 'complete') return <CheckCircleIcon size={20} />;
  return step.key === 'delivery' ? <BikeIcon size={20} /> : <PackageIcon size={20} />;
}

/** Order Placed → Processing → Out for Delivery, each marked with where the order stands. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const t = useT();
  return (
    <section className="card order-timeline-card" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="confirmation-section-title">
        {t('orders.timeline.title')}
      </h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`timeline-step is-${step.state}`}
            data-testid={`timeline-${step.key}`}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="timeline-marker">
              <StepIcon step={step} />
            </span>
            <div className="timeline-body">
              <h3 className="timeline-title">
                {step.title}
                <span className="visually-hidden"> ({t(STATE_LABELS[step.state])})</span>
              </h3>
              {step.detail ? <p className="timeline-detail">{step.detail}</p> : null}
              {step.trackingNumber ? (
                <p className="timeline-tracking">
                  {t('orders.trackingNumber')} <strong>{step.trackingNumber}</strong>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
