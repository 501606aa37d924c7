import type { CheckoutStep } from '../utils/checkout-fields';
import './checkout-steps.css';

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 1, label: 'Contact' },
  { step: 2, label: 'Shipping' },
  { step: 3, label: 'Payment' },
];

/** The three steps; an earlier step can be reopened. */
export function CheckoutSteps({ current, onOpen }: { current: CheckoutStep; onOpen: (step: CheckoutStep) => void }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="checkout-steps">
        {STEPS.map(({ step, label }) => {
          const state = step === current ? 'current' : step < current ? 'done' : 'todo';
          return (
            <li key={step} className={`checkout-step is-${state}`}>
              {state === 'done' ? (
                <button type="button" className="checkout-step-button" onClick={() => onOpen(step)}>
                  <span className="checkout-step-number" aria-hidden="true">
                    ✓
                  </span>
                  <span className="checkout-step-label">
                    <span className="visually-hidden">Step {step}, completed: </span>
                    {label}
                  </span>
                </button>
              ) : (
                <span className="checkout-step-button" aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="checkout-step-number" aria-hidden="true">
                    {step}
                  </span>
                  <span className="checkout-step-label">
                    <span className="visually-hidden">Step {step}: </span>
                    {label}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
