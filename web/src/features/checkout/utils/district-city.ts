import { CHECKOUT_FORM_DEFAULTS, RWANDA_PROVINCES } from '@shop/domain';

const KIGALI = CHECKOUT_FORM_DEFAULTS.city;
const inKigali = (district: string) => (RWANDA_PROVINCES.kigali as readonly string[]).includes(district);

/**
 * The city once the district changes. A city the shopper left as it came (the form's Kigali, or
 * the district it last followed) follows the district: Kigali for Kigali's three, else the
 * district's own town (Musanze, Huye, Rubavu…), so an upcountry address does not read "Kigali,
 * Musanze". A city they typed stays as typed.
 */
export function cityForDistrict(city: string, fromDistrict: string, toDistrict: string): string {
  const untouched = city === KIGALI || (fromDistrict !== '' && city === fromDistrict);
  if (!untouched) return city;
  return toDistrict === '' || inKigali(toDistrict) ? KIGALI : toDistrict;
}
