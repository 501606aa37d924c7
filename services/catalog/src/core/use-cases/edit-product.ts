import { AppError } from '@shop/domain';
import type { AuditActor, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { belowReservedMessage, CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductRepository } from '../ports/product-repository.port';
import { keysOf, toProductView, type ProductRecord } from '../product/product';
import { productEdited } from '../product/product-audit';
import type { ProductDraftInput } from '../product/product-input';
import { slugBase, slugCandidate, slugHasBase } from '../product/slug';
import { fiscalFor, nextItemCode } from './item-codes';

const MAX_ATTEMPTS = 20;
const MAX_SLUG_ATTEMPTS = 50;

/**
 * Writes an admin's edit of a product: `draftOf` turns the product as read into the validated
 * form to store. A new quantity moves available by the same difference in the same atomic update
 * (conditional on the quantity, threshold and details version read), so units that orders hold
 * stay reserved whatever reservations run meanwhile, and another admin's edit saved meanwhile is
 * never written over; when any of them moved, the product is read again. A new quantity below the
 * units open orders hold is refused, and the same update holds it to those units as they are when
 * it applies (a reservation taken meanwhile makes it read again), so paying for them can never take
 * the stock below zero; an edit that keeps the quantity goes through. The slug
 * follows a new name. EBM fields the form leaves out keep the product's own; a product stored
 * without them gets the next code of the shop's series; a code given must be no other product's.
 * A product sold in variants keeps the price and stock its variants give it. The write commits
 * with its audit entries (the fields that changed, before and after; the stock apart). Shopper
 * reads are invalidated and the change announced.
 */
export async function editProduct(
  deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reads' | 'clock' | 'events' | 'unitOfWork'>,
  id: string,
  /** The admin editing; absent for an operator's maintenance command, which records no audit entry. */
  actor: AuditActor | undefined,
  draftOf: (current: ProductRecord) => ProductDraftInput,
): Promise<ProductView | null> {
  let assigned: string | undefined;
  // One code however often the edit is read again.
  const assign = async () => (assigned ??= await nextItemCode(deps));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await deps.products.findById(id);
    if (!current) return null;
    const { details, stock, fiscal: fiscalDraft } = keepVariantFigures(draftOf(current), current);
    if (stock.quantity !== current.stock.quantity && stock.quantity < current.stock.reserved) throw belowReserved(current.stock.reserved);
    const base = slugBase(details.name);
    const slug = slugHasBase(current.slug, base) ? current.slug : await freeSlug(deps.products, base, id);
    const fiscal = await fiscalFor(deps, fiscalDraft, { id, fiscal: current.fiscal }, assign);
    const now = deps.clock.now().toISOString();
    const updated = await deps.unitOfWork.run(async () => {
      const written = await deps.products.replaceDetails(id, {
        expectedQuantity: current.stock.quantity,
        expectedThreshold: current.stock.lowStockThreshold,
        expectedDetailsVersion: current.detailsVersion ?? null,
        quantity: stock.quantity,
        lowStockThreshold: stock.lowStockThreshold,
        details: { ...details, ...keysOf(details), slug },
        fiscal,
        updatedAt: now,
      });
      if (written && actor) for (const action of productEdited(actor, current, written, now)) await deps.events.adminAction(action);
      return written;
    });
    if (updated) {
      await deps.reads.invalidate({ productIds: [updated._id], listings: true });
      return toProductView(updated);
    }
  }
  throw new AppError('conflict', M.busy);
}

/**
 * A product sold in variants takes its price and stock from them (the admin edits them on the
 * variant grid): the form's price, quantity and alert leave them as they are.
 */
function keepVariantFigures(draft: ProductDraftInput, current: ProductRecord): ProductDraftInput {
  if (!current.variants?.length) return draft;
  return {
    ...draft,
    details: { ...draft.details, price: current.price },
    stock: { quantity: current.stock.quantity, lowStockThreshold: current.stock.lowStockThreshold },
  };
}

function belowReserved(reserved: number): AppError {
  const message = belowReservedMessage(reserved);
  return new AppError('conflict', message, [{ path: 'stock.quantity', message }]);
}

async function freeSlug(products: ProductRepository, base: string, exceptId: string): Promise<string> {
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = slugCandidate(base, attempt);
    if (!(await products.slugExists(slug, exceptId))) return slug;
  }
  throw new AppError('conflict', M.slugTaken);
}
