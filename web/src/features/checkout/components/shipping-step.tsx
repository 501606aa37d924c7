import { useId } from 'react';
import { COUNTRY, DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf, RWANDA_PROVINCES, type DeliveryZone, type RwandaProvince } from '@shop/domain';
import { BikeIcon } from '@/components/ui/shop-icons';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import { fieldKey, type CheckoutForm } from '../hooks/use-checkout-form';
import { cityForDistrict } from '../utils/district-city';
import { CheckoutField } from './checkout-field';

const PROVINCES = Object.keys(RWANDA_PROVINCES) as RwandaProvince[];

/** The district: a choice of Rwanda's 30 districts, listed by province; an untouched city follows it. */
function DistrictChoice({ form }: { form: CheckoutForm }) {
  const t = useT();
  const { values, setField } = form;
  return (
    <FormField label={t('checkout.field.district')} error={form.errors[fieldKey('district')]} hint={t('checkout.field.districtHint')}>
      {({ required: _marked, ...control }) => (
        <select
          className="field-input"
          name="district"
          autoComplete="address-level3"
          aria-required="true"
          value={values.district}
          onChange={(event) => {
            const city = cityForDistrict(values.city, values.district, event.target.value);
            setField('district', event.target.value);
            if (city !== values.city) setField('city', city);
          }}
          {...control}
        >
          <option value="">{t('checkout.field.districtChoose')}</option>
          {PROVINCES.map((province) => (
            <optgroup key={province} label={t(`checkout.province.${province}`)}>
              {RWANDA_PROVINCES[province].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * Step 2: the delivery address (city Kigali by default, country fixed) and the bike delivery:
 * the fee and estimate of the chosen district's zone, SPEC's (Kigali's) before one is chosen.
 */
export function ShippingStep({ form, deliveryFee, zone }: { form: CheckoutForm; deliveryFee: number; zone?: DeliveryZone | undefined }) {
  const t = useT();
  const { values, setField } = form;
  const notes = useId();
  const { min, max } = zone ? { min: zone.estimate.minDays, max: zone.estimate.maxDays } : DELIVERY_ESTIMATE_BUSINESS_DAYS;
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
        <DistrictChoice form={form} />
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
          <p className="delivery-option-text">{t('checkout.businessDays', { min, max })}</p>
          {zone ? (
            <p className="delivery-option-text" data-testid="delivery-zone">
              {t('checkout.deliveryZone', { zone: zone.name, district: values.district })}
            </p>
          ) : null}
        </div>
        <p className="delivery-option-fee">{deliveryFee > 0 ? formatRwf(deliveryFee) : t('ui.totals.free')}</p>
      </div>
    </>
  );
}
