import { useId } from 'react';
import { COUNTRY, DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf, RWANDA_DISTRICTS } from '@shop/domain';
import { BikeIcon } from '@/components/ui/shop-icons';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutField } from './checkout-field';

/** Step 2: the delivery address (city Kigali by default, country fixed) and the bike delivery. */
export function ShippingStep({ form, deliveryFee }: { form: CheckoutForm; deliveryFee: number }) {
  const t = useT();
  const { values, setField } = form;
  const districts = useId();
  const notes = useId();
  const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;
  return (
    <>
      <div className="checkout-grid">
        <CheckoutField
          form={form}
          name="street"
          label={t('checkout.field.address')}
          autoComplete="street-address"
          placeholder={t('checkout.field.addressPlaceholder')}
          className="checkout-span-2"
          aria-required="true"
        />
        <CheckoutField form={form} name="city" label={t('checkout.field.city')} autoComplete="address-level2" aria-required="true" />
        <CheckoutField
          form={form}
          name="district"
          label={t('checkout.field.district')}
          autoComplete="address-level3"
          list={districts}
          placeholder={t('checkout.field.districtPlaceholder')}
          aria-required="true"
        />
        <datalist id={districts}>
          {RWANDA_DISTRICTS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <CheckoutField form={form} name="postalCode" label={t('checkout.field.postalCode')} autoComplete="postal-code" />
        <TextField label={t('checkout.field.country')} name="country" value={COUNTRY} readOnly hint={t('checkout.field.countryHint')} />
        <div className="field checkout-span-2">
          <label htmlFor={notes} className="field-label">
            {t('checkout.field.notes')}
          </label>
          <textarea
            id={notes}
            className="field-input checkout-notes"
            rows={3}
            maxLength={1000}
            placeholder={t('checkout.field.notesPlaceholder')}
            value={values.orderNotes}
            onChange={(event) => setField('orderNotes', event.target.value)}
          />
        </div>
      </div>
      <div className="delivery-option" data-testid="delivery-option">
        <span className="delivery-option-icon">
          <BikeIcon size={22} />
        </span>
        <div>
          <p className="delivery-option-title">{t('checkout.bikeDelivery')}</p>
          <p className="delivery-option-text">
            {t('checkout.businessDays', { min, max })}
          </p>
        </div>
        <p className="delivery-option-fee">{deliveryFee > 0 ? formatRwf(deliveryFee) : t('ui.totals.free')}</p>
      </div>
    </>
  );
}
