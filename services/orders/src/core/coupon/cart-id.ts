import type { Randomness } from '../ports/randomness.port';

const CART_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque, unguessable cart session id (32 characters, about 190 bits). */
export function newCartId(random: Randomness): string {
  return random.chars(CART_ID_ALPHABET, 32);
}
