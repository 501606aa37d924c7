import { serverMessages } from '@/lib/i18n/shop-messages';
import type { MessageKey } from '@/lib/i18n/use-t';

/**
 * What the catalog answers about a product's EBM fields (FISCAL_MESSAGES of the catalog's HTTP
 * contract), by the catalogue key that says it in the admin's language. The English catalogue
 * holds the same texts word for word (a test compares them).
 */
export const EBM_SERVER_KEYS: Readonly<Record<string, MessageKey>> = {
  'Item code must look like RW2NTU0000012: country, product type (1, 2 or 3), packaging unit, quantity unit and a 7-digit number':
    'admin.productForm.ebm.itemCodeInvalid',
  'Tax type must be A, B, C or D': 'admin.productForm.ebm.taxTypeInvalid',
  'This item code is already used by another product': 'admin.productForm.ebm.itemCodeTaken',
};

/** A message about the EBM fields in the current language; any other text as it is. */
export const ebmMessage = serverMessages(EBM_SERVER_KEYS);
