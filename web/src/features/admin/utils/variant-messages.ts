import { localMessage } from '@/lib/i18n/shop-messages';
import { translate, type MessageKey } from '@/lib/i18n/use-t';
import { VARIANT_LIMITS, VARIANT_MESSAGES as VARIANT_REFUSALS } from '@shop/contracts/variants';
import { GRID_MESSAGES } from './variant-rows';

const R = VARIANT_REFUSALS;

/** Each English text of the variant editor and the catalog, with its catalogue key and the limit it names. */
const KEYS: Readonly<Record<string, { key: MessageKey; max?: number }>> = {
  [R.optionNameRequired]: { key: 'admin.variants.error.optionNameRequired' },
  [R.optionNameRepeated]: { key: 'admin.variants.error.optionNameRepeated' },
  [R.optionValuesRequired]: { key: 'admin.variants.error.optionValuesRequired' },
  [R.optionValueRepeated]: { key: 'admin.variants.error.optionValueRepeated' },
  [R.tooManyOptions]: { key: 'admin.variants.error.tooManyOptions', max: VARIANT_LIMITS.options },
  [R.tooManyValues]: { key: 'admin.variants.error.tooManyValues', max: VARIANT_LIMITS.values },
  [R.tooManyVariants]: { key: 'admin.variants.error.tooManyVariants', max: VARIANT_LIMITS.variants },
  [R.variantsRequired]: { key: 'admin.variants.error.variantsRequired' },
  [R.variantOptionsInvalid]: { key: 'admin.variants.error.variantOptionsInvalid' },
  [R.variantRepeated]: { key: 'admin.variants.error.variantRepeated' },
  [R.skuRequired]: { key: 'admin.variants.error.skuRequired' },
  [R.skuRepeated]: { key: 'admin.variants.error.skuRepeated' },
  [R.variantsWithoutOptions]: { key: 'admin.variants.error.variantsWithoutOptions' },
  [R.reservedVariantRemoved]: { key: 'admin.variants.error.reservedVariantRemoved' },
  [R.reservedWhileConverting]: { key: 'admin.variants.error.reservedWhileConverting' },
  [R.priceInvalid]: { key: 'admin.variants.error.priceInvalid' },
  [GRID_MESSAGES.nameLong]: { key: 'admin.variants.error.nameLong', max: VARIANT_LIMITS.nameLength },
  [GRID_MESSAGES.valueLong]: { key: 'admin.variants.error.valueLong', max: VARIANT_LIMITS.valueLength },
  [GRID_MESSAGES.skuLong]: { key: 'admin.variants.error.skuLong', max: VARIANT_LIMITS.skuLength },
  [GRID_MESSAGES.imageLong]: { key: 'admin.variants.error.imageLong', max: VARIANT_LIMITS.imageLength },
  [GRID_MESSAGES.regenerate]: { key: 'admin.variants.error.regenerate' },
};

/**
 * A message of the variant editor or of the catalog's answer in the admin's language; the shop's
 * own messages (a price that is not a number, and the catalog's stock and alert refusals, which
 * are the same texts) as everywhere, any other text as it is.
 */
export function variantMessage(text: string): string {
  const known = KEYS[text];
  if (!known) return localMessage(text);
  return known.max === undefined ? translate(known.key) : translate(known.key, { max: known.max });
}
