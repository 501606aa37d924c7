// Texts shown to shoppers and admins. SPEC section 8 gives 'Product not found'; the others
// are ours, in the same voice.
import { FISCAL_MESSAGES, PRODUCT_PATCH_EMPTY, SEARCH_SYNONYM_MESSAGES, VARIANT_MESSAGES } from '@shop/contracts';
import { MAX_PRODUCT_STAMPS } from '../api/catalog-api';

export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  reservationNotFound: 'Reservation not found',
  validationFailed: 'Validation failed',
  invalidId: 'Invalid product id',
  invalidUserId: 'Invalid user id',
  invalidReviewId: 'Invalid review id',
  unknownSort: 'sortBy must be one of createdAt, price, name, rating or popularity',
  unknownSortOrder: 'sortOrder must be asc or desc',
  unknownCategory: 'Please choose a valid category',
  unknownStatus: 'Please choose a valid status',
  pageInvalid: 'Page must be a whole number of 1 or more',
  limitInvalid: 'Limit must be a whole number of 1 or more',
  stampLimitInvalid: `Limit must be a whole number from 1 to ${MAX_PRODUCT_STAMPS}`,
  afterInvalid: 'after must be a product id',
  priceFilterInvalid: 'Price filters must be numbers of 0 or more',
  ratingFilterInvalid: 'Rating must be a whole number from 1 to 5',
  visitorInvalid: 'A visitor key is required',
  tooManyFeatures: 'Up to 20 features are allowed',
  tooManyTags: 'Up to 20 tags are allowed',
  textTooLong: 'This text is too long',
  textInvalid: 'This must be text',
  featuresInvalid: 'Features must be a list of texts',
  translationsInvalid: 'Translations must give texts per language (fr, rw)',
  priceTooLarge: 'This price is too large',
  referenceRequired: 'A reservation reference is required',
  itemsRequired: 'At least one item is required',
  tooManyItems: 'At most 100 items can be reserved at once',
  quantityInvalid: 'Quantity must be a whole number of 1 or more',
  referenceReused: 'This reference is already used for a different reservation',
  reservationInProgress: 'A reservation with this reference is in progress; try again in a moment',
  alreadyCommitted: 'This reservation has already been committed',
  alreadyReleased: 'This reservation has already been released',
  alreadyReturned: 'This reservation has already been returned to stock',
  notCommitted: 'Only a committed reservation can be returned to stock',
  /** A product patch naming no field; the HTTP contract's own text. */
  nothingToChange: PRODUCT_PATCH_EMPTY,
  busy: 'The product is being updated by someone else; please try again',
  slugTaken: 'A product with this name was just created; please try again',
  /** A product's EBM fields: the HTTP contract's texts. */
  itemCodeInvalid: FISCAL_MESSAGES.itemCodeInvalid,
  taxTypeInvalid: FISCAL_MESSAGES.taxTypeInvalid,
  fiscalInvalid: FISCAL_MESSAGES.fiscalInvalid,
  itemCodeTaken: FISCAL_MESSAGES.itemCodeTaken,
  /** A refused synonym table: the HTTP contract's texts. */
  synonymBlank: SEARCH_SYNONYM_MESSAGES.blank,
  synonymOneWord: SEARCH_SYNONYM_MESSAGES.oneWord,
  synonymTooLong: SEARCH_SYNONYM_MESSAGES.tooLong,
  synonymTermCount: SEARCH_SYNONYM_MESSAGES.termCount,
  tooManySynonyms: SEARCH_SYNONYM_MESSAGES.tooMany,
  /** Options and variants: the HTTP contract's texts. */
  variant: VARIANT_MESSAGES,
  invalidVariantId: 'Invalid variant id',
  itemCodesUsedUp: 'Every item code of the shop’s series is used; give this product an item code',
} as const;

export const outOfStockMessage = (name: string) => `${name} is out of stock`;
export const onlyLeftMessage = (name: string, available: number) => `Only ${available} left of ${name}`;
export const unavailableMessage = (name: string) => `${name} is no longer available`;
/** An admin's stock edit that would leave fewer units than open orders hold. */
export const belowReservedMessage = (reserved: number) =>
  `${reserved} ${reserved === 1 ? 'unit is' : 'units are'} reserved by open orders: stock cannot be set below ${reserved}`;
