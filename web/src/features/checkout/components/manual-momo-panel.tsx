import { useId } from 'react';
import { formatRwf, MANUAL_PAYMENT_VERIFICATION_HOURS, MAX_UPLOAD_BYTES } from '@shop/domain';
import { PhoneIcon } from '@/components/ui/icons';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';

const maxMb = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** MTN Mobile Money by USSD: the dial code and amount, then the confirmation screenshot. */
export function ManualMomoPanel({ form, info, total }: { form: CheckoutForm; info: PaymentMethodInfo; total: number }) {
  const id = useId();
  const error = form.errors.paymentProof;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="payment-panel" data-testid="manual-momo-panel">
      <ol className="manual-steps">
        <li>
          <div className="manual-step-row">
            <span className="manual-steps-label">Dial this code on your MTN phone</span>
            <code className="dial-code" data-testid="dial-code">
              {info.dialCode ?? '—'}
            </code>
          </div>
        </li>
        <li>
          <div className="manual-step-row">
            <span className="manual-steps-label">Pay the order total</span>
            <strong className="manual-amount" data-testid="manual-amount">
              {formatRwf(total)}
            </strong>
          </div>
        </li>
        <li>
          <span className="manual-steps-label">Upload a screenshot of the confirmation message below</span>
        </li>
      </ol>
      <p className="payment-instructions">
        We verify your payment within {MANUAL_PAYMENT_VERIFICATION_HOURS} hours of receiving the screenshot
        {info.merchantCode ? <> (merchant {info.merchantCode})</> : null}.
      </p>
      {info.supportPhone ? (
        <p className="payment-support">
          <PhoneIcon size={16} /> Need help? Call{' '}
          <a href={`tel:${info.supportPhone.replace(/\s+/g, '')}`}>{info.supportPhone}</a>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`} className="field-label">
          Payment screenshot
        </label>
        <input
          id={`${id}-file`}
          name="paymentProof"
          type="file"
          accept="image/jpeg,image/png"
          className="proof-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void form.chooseProof(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field-hint">
          JPEG or PNG, up to {maxMb} MB.
          {form.proof ? (
            <>
              {' '}
              Selected: {form.proof.file.name} ({sizeText(form.proof.file.size)})
            </>
          ) : null}
        </p>
        {error ? (
          <p id={errorId} className="field-error" data-testid="proof-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
