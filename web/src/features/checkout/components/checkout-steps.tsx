import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { CheckoutStep } from '../utils/checkout-fields';
import './checkout-steps.css';

const STEPS: { step: CheckoutStep; label: MessageKey }[] = [
  { step: 1, label: 'checkout.step.contact' },
  { step: 2, label: 'checkout.step.shipping' },
  { step: 3, label: 'checkout.step.payment' },
];

/** The three steps; an earlier step can be reopened. */
export function CheckoutSteps({ current, onOpen }: { current: CheckoutStep; onOpen: (step: CheckoutStep) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.steps')}>
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
                    <span className="visually-hidden">{t('checkout.step.done', { step })} </span>
                    {t(label)}
                  </span>
                </button>
              ) : (
                <span className="checkout-step-button" aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="checkout-step-number" aria-hidden="true">
                    {step}
                  </span>
                  <span className="checkout-step-label">
                    <span className="visually-hidden">{t('checkout.step.number', { step })} </span>
                    {t(label)}
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
