import { formatRwf } from '@shop/domain';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { CheckoutField } from './checkout-field';

/** Mobile Money prompt: the number the payment request goes to. */
export function MomoPanel({ form, info, total }: { form: CheckoutForm; info: PaymentMethodInfo; total: number }) {
  return (
    <div className="payment-panel" data-testid="momo-panel">
      {info.instructions ? <p className="payment-instructions">{info.instructions}</p> : null}
      <CheckoutField
        form={form}
        name="momoPhone"
        label="Mobile Money number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="078X XXX XXX"
        hint={`A request for ${formatRwf(total)} goes to this number.`}
      />
      {info.testMode ? (
        <p className="payment-test-note">
          Test mode: 0780000001 approves, 0780000002 declines, 0780000003 never answers, 0780000004 has insufficient
          funds.
        </p>
      ) : null}
    </div>
  );
}
