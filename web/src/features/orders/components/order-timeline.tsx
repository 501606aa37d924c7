import { BikeIcon, CheckCircleIcon, CloseIcon, PackageIcon } from '@/components/ui/icons';
import type { StepState, TimelineStep } from '../utils/order-progress';
import './order-timeline.css';

const STATE_LABELS: Record<StepState, string> = {
  complete: 'Completed',
  current: 'In progress',
  upcoming: 'Not started yet',
  cancelled: 'Cancelled',
};

function StepIcon({ step }: { step: TimelineStep }) {
  if (step.state === 'cancelled') return <CloseIcon size={18} />;
  if (step.state === 'complete') return <CheckCircleIcon size={20} />;
  return step.key === 'delivery' ? <BikeIcon size={20} /> : <PackageIcon size={20} />;
}

/** Order Placed → Processing → Out for Delivery, each marked with where the order stands. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <section className="card order-timeline-card" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="confirmation-section-title">
        Order Progress
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
                <span className="visually-hidden"> ({STATE_LABELS[step.state]})</span>
              </h3>
              {step.detail ? <p className="timeline-detail">{step.detail}</p> : null}
              {step.trackingNumber ? (
                <p className="timeline-tracking">
                  Tracking number: <strong>{step.trackingNumber}</strong>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
