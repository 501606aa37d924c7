import { createHash, randomInt } from 'node:crypto';
import { newId } from '@shop/platform';
import type { Digest } from '../../core/ports/digest.port';
import type { Randomness } from '../../core/ports/randomness.port';

/** Order numbers and cart ids from the operating system's CSPRNG (uniform: no modulo bias). */
export const cryptoRandomness: Randomness = {
  newId,
  chars: (alphabet, length) => Array.from({ length }, () => alphabet.charAt(randomInt(alphabet.length))).join(''),
};

export const sha256Digest: Digest = {
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('base64url'),
};
