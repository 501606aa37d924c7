import { AppError } from '@shop/domain';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { NewProductRecord } from '../ports/product-repository.port';
import type { ProductRecord } from '../product/product';
import { itemCodeTaken, type FiscalDraft } from '../product/product-fiscal';
import { slugBase, slugCandidate } from '../product/slug';
import { fiscalFor, nextItemCode } from './item-codes';

const MAX_SLUG_ATTEMPTS = 50;

/**
 * Stores a new product under the first free slug of its name (`name`, `name-2`, …) with its EBM
 * fields (fiscalFor). A slug taken meanwhile moves on to the next one, an item code the catalog
 * assigned and another product took meanwhile to the next code; an item code the form gave and
 * another product took meanwhile is refused.
 */
export async function insertProduct(
  deps: Pick<CatalogPorts, 'products' | 'itemCodes'>,
  record: Omit<NewProductRecord, 'slug' | 'fiscal'>,
  draft: FiscalDraft,
): Promise<ProductRecord> {
  let fiscal = await fiscalFor(deps, draft);
  const base = slugBase(record.name);
  let attempt = 1;
  while (attempt <= MAX_SLUG_ATTEMPTS) {
    const slug = slugCandidate(base, attempt);
    if (await deps.products.slugExists(slug)) {
      attempt += 1;
      continue;
    }
    const stored = await deps.products.insert({ ...record, slug, fiscal });
    if (stored) return stored;
    if (!(await deps.products.itemCodeExists(fiscal.itemCode))) attempt += 1;
    else if (draft.itemCode !== undefined) throw itemCodeTaken(fiscal.itemCode);
    else fiscal = { ...fiscal, itemCode: await nextItemCode(deps) };
  }
  throw new AppError('conflict', M.slugTaken);
}
