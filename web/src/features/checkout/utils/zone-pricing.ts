import { computeCartTotals, zoneForDistrict, type CartState, type DeliveryZone } from '@shop/domain';

/** The zone that delivers to the district chosen; undefined before one is chosen or the zones are known. */
export function chosenZone(zones: readonly DeliveryZone[] | undefined, district: string): DeliveryZone | undefined {
  return zones && district.trim() ? zoneForDistrict(zones, district) : undefined;
}

/**
 * The cart with its delivery priced by the zone of the chosen district, as the server will price
 * the order; without a zone, the cart as it is (SPEC's Kigali rule).
 */
export function pricedForZone(cart: CartState, zone: DeliveryZone | undefined): CartState {
  return zone ? { ...cart, ...computeCartTotals(cart.items, cart.coupon, zone) } : cart;
}
