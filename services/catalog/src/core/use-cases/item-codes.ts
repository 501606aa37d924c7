import { AppError, DEFAULT_FISCAL_TAX_TYPE } from '@shop/domain';
import type { ProductFiscal } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductRecord } from '../product/product';
import { itemCodeTaken, LAST_ITEM_CODE_NUMBER, shopItemCode, type FiscalDraft } from '../product/product-fiscal';

type ItemCodeDeps = Pick<CatalogPorts, 'products' | 'itemCodes'>;

/** Codes of the series in a row that admins may have given by hand before a free one. */
const MAX_TAKEN_IN_A_ROW = 1_000;
const MAX_ATTEMPTS = 5;

/** The next code of the shop's series (RW2NTU + 7 digits) that no product has. */
export async function nextItemCode(deps: ItemCodeDeps): Promise<string> {
  for (let attempt = 0; attempt < MAX_TAKEN_IN_A_ROW; attempt += 1) {
    const number = await deps.itemCodes.next();
    if (number > LAST_ITEM_CODE_NUMBER) break;
    const code = shopItemCode(number);
    if (!(await deps.products.itemCodeExists(code))) return code;
  }
  throw new AppError('conflict', M.itemCodesUsedUp, [{ path: 'fiscal.itemCode', message: M.itemCodesUsedUp }]);
}

/**
 * The EBM fields a product is saved with: what the form gives, else the product's own, else a
 * new code of the shop's series (`assign`) and tax type B. A code the form gives that another
 * product has is refused (conflict).
 */
export async function fiscalFor(
  deps: ItemCodeDeps,
  draft: FiscalDraft,
  product: { id?: string; fiscal?: ProductFiscal } = {},
  assign: () => Promise<string> = () => nextItemCode(deps),
): Promise<ProductFiscal> {
  const taxType = draft.taxType ?? product.fiscal?.taxType ?? DEFAULT_FISCAL_TAX_TYPE;
  const itemCode = draft.itemCode ?? product.fiscal?.itemCode;
  if (itemCode === undefined) return { itemCode: await assign(), taxType };
  if (itemCode !== product.fiscal?.itemCode && (await deps.products.itemCodeExists(itemCode, product.id))) throw itemCodeTaken(itemCode);
  return { itemCode, taxType };
}

/**
 * A product stored before EBM fields were kept, given the next code of the shop's series and tax
 * type B. The write applies only while the product has none, so however many callers race, it
 * gets one code. Returned as stored after (with the code another caller gave it); null when gone.
 */
export async function withItemCode(deps: ItemCodeDeps, record: ProductRecord): Promise<ProductRecord | null> {
  let current: ProductRecord | null = record;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && current && !current.fiscal; attempt += 1) {
    const updated = await deps.products.setFiscal(current._id, { itemCode: await nextItemCode(deps), taxType: DEFAULT_FISCAL_TAX_TYPE });
    if (updated) return updated;
    // Given one meanwhile, deleted, or the code was taken meanwhile: read what is stored now.
    current = await deps.products.findById(current._id);
  }
  if (current && !current.fiscal) throw new AppError('conflict', M.busy);
  return current;
}
