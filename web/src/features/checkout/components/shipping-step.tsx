import { useId } from 'react';
import { COUNTRY, DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf } from '@shop/domain';
import { BikeIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from '../hooks/use-checkout-form';

/** Rwanda's 30 districts, offered as suggestions for the District field. */
const DISTRICTS = [
  'Gasabo', 'Kicukiro', 'Nyarugenge', 'Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana',
  'Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo', 'Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe',
  'Nyanza', 'Nyaruguru', 'Ruhango', 'Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro',
];

/** Step 2: the delivery address (city Kigali by default, country fixed) and the bike delivery. */
export function ShippingStep({ form, deliveryFee }: { form: CheckoutForm; deliveryFee: number }) {
  const { values, setField, errors } = form;
  const districts = useId();
  const notes = useId();
  const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;
  return (
    <>
      <div className="checkout-grid">
        <TextField
          label="Address"
          name="street"
          autoComplete="street-address"
          placeholder="Street, house number, landmark"
          className="checkout-span-2"
          value={values.street}
          onChange={(event) => setField('street', event.target.value)}
          error={errors.street}
          aria-required="true"
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => setField('city', event.target.value)}
          error={errors.city}
          aria-required="true"
        />
        <TextField
          label="District"
          name="district"
          autoComplete="address-level3"
          list={districts}
          placeholder="e.g. Gasabo"
          value={values.district}
          onChange={(event) => setField('district', event.target.value)}
          error={errors.district}
          aria-required="true"
        />
        <datalist id={districts}>
          {DISTRICTS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label="Postal code (optional)"
          name="postalCode"
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(event) => setField('postalCode', event.target.value)}
          error={errors.postalCode}
        />
        <TextField label="Country" name="country" value={COUNTRY} readOnly hint="We deliver in Rwanda only." />
        <div className="field checkout-span-2">
          <label htmlFor={notes} className="field-label">
            Order notes (optional)
          </label>
          <textarea
            id={notes}
            className="field-input checkout-notes"
            rows={3}
            maxLength={1000}
            placeholder="Directions for the rider, a good time to deliver…"
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
          <p className="delivery-option-title">Bike delivery</p>
          <p className="delivery-option-text">
            {min}-{max} business days
          </p>
        </div>
        <p className="delivery-option-fee">{deliveryFee > 0 ? formatRwf(deliveryFee) : 'Free'}</p>
      </div>
    </>
  );
}
