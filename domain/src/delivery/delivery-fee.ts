/** From this amount after discount (inclusive) delivery is free. */
export const FREE_DELIVERY_THRESHOLD = 50_000;
/** Bike delivery fee below the threshold. */
export const DELIVERY_FEE = 1_000;

/** What a delivery costs: `fee` below `freeFrom` (amount after discount), nothing from it up. */
export interface DeliveryRule {
  fee: number;
  freeFrom: number;
}

/** SPEC's rule (Kigali's): 1,000 RWF below 50,000, free from 50,000. */
export const DEFAULT_DELIVERY_RULE: DeliveryRule = { fee: DELIVERY_FEE, freeFrom: FREE_DELIVERY_THRESHOLD };

/**
 * The delivery fee for an amount after discount: the rule's fee above 0 and below its threshold,
 * free from the threshold up (without a rule, SPEC's: 1000 RWF below 50,000). Nothing to deliver
 * (0) costs nothing.
 */
export function deliveryFeeFor(amountAfterDiscount: number, rule: DeliveryRule = DEFAULT_DELIVERY_RULE): number {
  return amountAfterDiscount > 0 && amountAfterDiscount < rule.freeFrom ? rule.fee : 0;
}

export function qualifiesForFreeDelivery(amountAfterDiscount: number, rule: DeliveryRule = DEFAULT_DELIVERY_RULE): boolean {
  return amountAfterDiscount >= rule.freeFrom;
}

/** X in 'Add X more for free delivery!'; 0 once the threshold is reached. */
export function amountToFreeDelivery(amountAfterDiscount: number, rule: DeliveryRule = DEFAULT_DELIVERY_RULE): number {
  return Math.max(0, Math.ceil(rule.freeFrom - amountAfterDiscount));
}
