import { useId } from 'react';
import { formatRwf, MANUAL_PAYMENT_VERIFICATION_HOURS, MAX_UPLOAD_BYTES } from '@shop/domain';
import { PhoneIcon } from '@/components/ui/icons';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';

const maxMb = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}


/** MTN Mobile Money by USSD: the dial code and amount, then the confirmation screenshot. */
export function ManualMomoPanel({ form, info, total }: { form: CheckoutForm; info: PaymentMethodInfo; total: number }) {
  const t = useT();
  const id = useId();
  const error = form.errors.paymentProof;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="payment-panel" data-testid="manual-momo-panel">
      <ol className="manual-steps">
        <li>
          <div className="manual-step-row">
            <span className="manual-steps-label">{t('checkout.manual.dial')}</span>
            <code className="dial-code" data-testid="dial-code">
              {info.dialCode ?? '—'}
            </code>
          </div>
        </li>
        <li>
          <div className="manual-step-row">
            <span className="manual-steps-label">{t('checkout.manual.pay')}</span>
            <strong className="manual-amount" data-testid="manual-amount">
              {formatRwf(total)}
            </strong>
          </div>
        </li>
        <li>
          <span className="manual-steps-label">{t('checkout.manual.upload')}</span>
        </li>
      </ol>
      <p className="payment-instructions">
        {info.merchantCode
          ? t('checkout.manual.verifyMerchant', { hours: MANUAL_PAYMENT_VERIFICATION_HOURS, merchant: info.merchantCode })
          : t('checkout.manual.verify', { hours: MANUAL_PAYMENT_VERIFICATION_HOURS })}
      </p>
      {info.supportPhone ? (
        <p className="payment-support">
          <PhoneIcon size={16} /> {t('checkout.manual.help')}{' '}
          <a href={`tel:${info.supportPhone.replace(/\s+/g, '')}`}>{info.supportPhone}</a>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`} className="field-label">
          {t('checkout.manual.screenshot')}
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
          {t('checkout.manual.fileHint', { mb: maxMb })}
          {form.proof ? (
            <>
              {' '}
              {t('checkout.manual.selected', { name: form.proof.file.name, size: sizeText(form.proof.file.size) })}
            </>
          ) : null}
        </p>
        {error ? (
          <p id={errorId} className="field-error" data-testid="proof-error">
            {localMessage(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
