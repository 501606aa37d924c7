/** A promo message reads as a success when it says 'successfully' or 'applied' (SPEC section 4). */
export function isPromoSuccess(message: string): boolean {
  return /successfully|applied/i.test(message);
}
