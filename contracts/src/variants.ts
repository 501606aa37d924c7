// Options and variants, free of zod, so the browser can import them (`@shop/contracts/variants`).

/** How many options, values and variants a product may have, and the length of their texts. */
export const VARIANT_LIMITS = { options: 3, values: 20, variants: 100, nameLength: 40, valueLength: 40, skuLength: 64, imageLength: 2_000 } as const;

/** The admin's words for a refused variant edit; `{…}` parts are filled in by the catalog. */
export const VARIANT_MESSAGES = {
  optionNameRequired: 'Each option needs a name',
  optionNameRepeated: 'Each option needs its own name',
  optionValuesRequired: 'Each option needs at least one value',
  optionValueRepeated: 'An option lists each value once',
  tooManyOptions: `A product has at most ${VARIANT_LIMITS.options} options`,
  tooManyValues: `An option has at most ${VARIANT_LIMITS.values} values`,
  tooManyVariants: `A product has at most ${VARIANT_LIMITS.variants} variants`,
  variantsRequired: 'Give a variant for at least one combination of the options',
  variantOptionsInvalid: 'Give one value of each option, as the options list them',
  variantRepeated: 'Each combination of options is one variant',
  skuRequired: 'SKU is required',
  skuRepeated: 'Each variant needs its own SKU',
  variantsWithoutOptions: 'Variants need options: remove the variants or add the options',
  reservedVariantRemoved: 'This variant has units reserved by open orders: it cannot be removed until they are settled',
  reservedWhileConverting: 'Open orders hold units of this product: change whether it has options once they are settled',
  quantityInvalid: 'Stock quantity must be a whole number of 0 or more',
  priceInvalid: 'Price must be a whole number of RWF of 0 or more',
  thresholdInvalid: 'Low stock alert must be a whole number of 0 or more',
  chooseVariant: 'Choose the options of this product',
  variantNotFound: 'This variant is no longer sold',
} as const;

/** The label of a variant: its values joined as carts, orders and receipts show them. */
export function variantLabelOf(values: readonly string[]): string {
  return values.join(' / ');
}
