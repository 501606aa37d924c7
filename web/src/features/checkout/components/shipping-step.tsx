import { useId } from 'react';
import { COUNTRY, DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf } from '@shop/domain';
import { BikeIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutField } from './checkout-field';

/** Rwanda's 30 districts, offered as suggestions for the District field. */
const DISTRICTS = [
  'Gasabo', 'Kicukiro', 'Nyarugenge', 'Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana',
  'Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo', 'Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe',
  'Nyanza', 'Nyaruguru', 'Ruhango', 'Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro',
];

/** Step 2: the delivery address (city Kigali by default, country fixed) and the bike delivery. */
export function ShippingStep({ form, deliveryFee }: { form: CheckoutForm; deliveryFee: number }) {
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
          label="Address"
          autoComplete="street-address"
          placeholder="Street, house number, landmark"
          className="checkout-span-2"
          aria-required="true"
        />
        <CheckoutField form={form} name="city" label="City" autoComplete="address-level2" aria-required="true" />
        <CheckoutField
          form={form}
          name="district"
          label="District"
          autoComplete="address-level3"
          list={districts}
          placeholder="e.g. Gasabo"
          aria-required="true"
        />
        <datalist id={districts}>
          {DISTRICTS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <CheckoutField form={form} name="postalCode" label="Postal code (optional)" autoComplete="postal-code" />
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
