/** From this amount after discount (inclusive) delivery is free. */
export const FREE_DELIVERY_THRESHOLD = 50_000;
/** Bike delivery fee below the threshold. */
export const DELIVERY_FEE = 1_000;

/**
 * The delivery fee for an amount after discount: 1000 RWF above 0 and below 50,000,
 * free from 50,000 up. Nothing to deliver (0) costs nothing.
 */
export function deliveryFeeFor(amountAfterDiscount: number): number {
  return amountAfterDiscount > 0 && amountAfterDiscount < FREE_DELIVERY_THRESHOLD ? DELIVERY_FEE : 0;
}

export function qualifiesForFreeDelivery(amountAfterDiscount: number): boolean {
  return amountAfterDiscount >= FREE_DELIVERY_THRESHOLD;
}

/** X in 'Add X more for free delivery!'; 0 once the threshold is reached. */
export function amountToFreeDelivery(amountAfterDiscount: number): number {
  return Math.max(0, Math.ceil(FREE_DELIVERY_THRESHOLD - amountAfterDiscount));
}
