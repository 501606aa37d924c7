import type { DocumentCollection } from '@shop/platform';
import type { VariantsChange } from '../../core/ports/product-repository.port';
import type { ProductRecord } from '../../core/product/product';
import { variantTotals } from '../../core/product/variants';

/** The element of `variants` a write names: `variants.$[variant]`. */
const IN_VARIANT = 'variants.$[variant]';
const named = (variantId: string) => ({ arrayFilters: [{ 'variant._id': variantId }] });

/** A stock move of one variant and of its product's sums, in one atomic update. */
function moveOf(moves: { quantity?: number; reserved?: number; available?: number; purchases?: number }): Record<string, number> {
  const inc: Record<string, number> = { stockVersion: 1 };
  for (const field of ['quantity', 'reserved', 'available'] as const) {
    const by = moves[field];
    if (by === undefined || by === 0) continue;
    inc[`${IN_VARIANT}.stock.${field}`] = by;
    inc[`stock.${field}`] = by;
    if (field === 'available') inc[`${IN_VARIANT}.stock.headroom`] = by;
  }
  if (moves.purchases) inc.purchases = moves.purchases;
  return inc;
}

/**
 * Stock writes of a product sold in variants. Each moves the variant and the product's sums in
 * one update of the product's document, so the oversell guarantee holds per variant exactly as
 * it does per product. Every write counts in `stockVersion`, which an admin's replacement of the
 * variants is conditional on; the product's `headroom` and `lowest` (its lowest variant's headroom
 * and available units, which the low-stock list goes by) follow each write, set only while no other
 * write came in since.
 */
export class VariantStockWrites {
  constructor(private readonly collection: DocumentCollection<ProductRecord>) {}

  async reserve(productId: string, variantId: string, quantity: number, now: string): Promise<boolean> {
    const after = await this.collection.updateOne(
      { _id: productId, status: 'active', variants: { $elemMatch: { _id: variantId, 'stock.available': { $gte: quantity } } } },
      { $inc: moveOf({ reserved: quantity, available: -quantity }), $set: { updatedAt: now } },
      named(variantId),
    );
    await this.followHeadroom(after);
    return after !== null;
  }

  unreserve(productId: string, variantId: string, quantity: number, now: string): Promise<void> {
    return this.apply(productId, variantId, moveOf({ reserved: -quantity, available: quantity }), now);
  }

  commit(productId: string, variantId: string, quantity: number, now: string): Promise<void> {
    return this.apply(productId, variantId, moveOf({ quantity: -quantity, reserved: -quantity, purchases: quantity }), now);
  }

  restock(productId: string, variantId: string, quantity: number, now: string): Promise<void> {
    return this.apply(productId, variantId, moveOf({ quantity, available: quantity, purchases: -quantity }), now);
  }

  /**
   * Writes the admin's options and variants while no stock write came in since they were read
   * (and, when the product gains or loses its options, while no order holds its units).
   */
  async replace(productId: string, change: VariantsChange): Promise<ProductRecord | null> {
    const guard = {
      _id: productId,
      stockVersion: change.expectedStockVersion,
      ...(change.converting ? { 'stock.reserved': 0 } : {}),
    };
    if (change.variants.length === 0) {
      const quantity = change.quantityWithout;
      return this.collection.updateOne(guard, {
        $unset: { options: '', variants: '', 'stock.lowest': '' },
        $set: { 'stock.quantity': quantity, 'stock.reserved': 0, 'stock.available': quantity, 'stock.headroom': quantity - change.lowStockThreshold, updatedAt: change.updatedAt },
        $inc: { stockVersion: 1, detailsVersion: 1 },
      });
    }
    const totals = variantTotals(change.variants);
    return this.collection.updateOne(guard, {
      $set: {
        options: change.options,
        variants: change.variants,
        price: totals.price,
        'stock.quantity': totals.quantity,
        'stock.reserved': totals.reserved,
        'stock.available': totals.available,
        'stock.headroom': totals.headroom,
        'stock.lowest': totals.lowest,
        updatedAt: change.updatedAt,
      },
      $inc: { stockVersion: 1, detailsVersion: 1 },
    });
  }

  private async apply(productId: string, variantId: string, inc: Record<string, number>, now: string): Promise<void> {
    const after = await this.collection.updateOne(
      { _id: productId, variants: { $elemMatch: { _id: variantId } } },
      { $inc: inc, $set: { updatedAt: now } },
      named(variantId),
    );
    await this.followHeadroom(after);
  }

  /** The product runs low when its lowest variant does: the low-stock list reads it from one index. */
  private async followHeadroom(after: ProductRecord | null): Promise<void> {
    if (!after?.variants?.length) return;
    const { headroom, lowest } = variantTotals(after.variants);
    await this.collection.updateOne({ _id: after._id, stockVersion: after.stockVersion ?? null }, { $set: { 'stock.headroom': headroom, 'stock.lowest': lowest } });
  }
}
