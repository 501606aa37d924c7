import { useId, type FormEvent } from 'react';
import { formatRwf, type AppliedCoupon } from '@shop/domain';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { TagIcon } from '@/components/ui/shop-icons';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import type { PromoCode } from '../hooks/use-promo-code';
import '@/components/ui/form.css';
import './promo-code-box.css';

/**
 * The promo code box: input and Apply (Enter applies too); once a code is applied, 'Promo code
 * applied: {code}', 'You saved X!' and Remove. The last message shows below for a few seconds.
 */
export function PromoCodeBox({ promo, coupon, discount }: { promo: PromoCode; coupon?: AppliedCoupon; discount: number }) {
  const t = useT();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void promo.apply();
  }

  return (
    <section className="promo-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-title">
        <TagIcon size={18} /> {t('cart.promo.title')}
      </h2>
      {coupon ? (
        <div className="promo-applied" data-testid="promo-applied">
          <div>
            <p className="promo-applied-code">{t('cart.promo.applied', { code: coupon.code })}</p>
            <p className="promo-applied-saving">{t('cart.promo.saved', { amount: formatRwf(discount) })}</p>
          </div>
          <button
            type="button"
            className="button button-secondary promo-remove"
            onClick={() => void promo.remove()}
            disabled={promo.busy}
          >
            {t('ui.remove')}
          </button>
        </div>
      ) : (
        <form className="promo-form" onSubmit={submit}>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {t('cart.promo.title')}
          </label>
          <input
            id={`${id}-code`}
            className="field-input promo-input"
            value={promo.input}
            onChange={(event) => promo.setInput(event.target.value)}
            placeholder={t('cart.promo.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            enterKeyHint="done"
          />
          <button type="submit" className="button button-primary" disabled={!promo.canApply}>
            {promo.busy ? <Spinner /> : null} {t('cart.promo.apply')}
          </button>
        </form>
      )}
      <div className="promo-message-slot" role="status" aria-live="polite">
        {promo.message ? (
          <p
            className={promo.message.success ? 'form-success promo-message' : 'form-alert promo-message'}
            data-testid="promo-message"
          >
            {promo.message.success ? <CheckCircleIcon size={18} /> : <AlertIcon size={18} />}
            {promo.message.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
