import type { CartItem } from '@shop/domain';
import type { FieldError } from '@/lib/api-client';

/**
 * The cart line the server refused for its variant (`items.N.variant`): a line kept from before
 * its product was sold in sizes or colours, or a variant no longer sold. The shopper is told to
 * add it again from the product's page, where the options are chosen.
 */
export function lineRefusedForVariant(errors: readonly FieldError[], items: readonly CartItem[]): CartItem | undefined {
  for (const { path } of errors) {
    const match = /^items\.(\d+)\.variant$/.exec(path);
    const line = match ? items[Number(match[1])] : undefined;
    if (line) return line;
  }
  return undefined;
}
