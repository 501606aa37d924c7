import type { Update } from './document-store.port';

const SUPPORTED = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$addToSet']);

/**
 * Updates are operator documents only. A plain object would replace the whole document in
 * some stores but is rejected by MongoDB's findOneAndUpdate, so both adapters refuse it up front.
 */
export function assertOperatorUpdate(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0) throw new TypeError('An update needs at least one operator');
  for (const key of keys) {
    if (!SUPPORTED.has(key)) throw new TypeError(`Unsupported update operator ${key}; use ${[...SUPPORTED].join(', ')}`);
  }
}
