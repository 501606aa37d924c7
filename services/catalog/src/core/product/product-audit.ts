import type { AuditActor, AuditChange, AuditTarget, AuditValue } from '@shop/contracts';
import type { AdminActionRecord } from '../ports/catalog-events.port';
import type { ReviewRecord } from '../review/review';
import type { ProductRecord } from './product';
import type { VariantRecord } from './variants';

/** The product fields an admin edits, as the audit trail lists them (stock apart: its own action). */
const DETAIL_FIELDS = [
  'name',
  'brand',
  'category',
  'price',
  'originalPrice',
  'images',
  'badge',
  'isFeatured',
  'status',
  'shortDescription',
  'description',
  'features',
  'tags',
  'translations',
  'fiscal',
] as const satisfies readonly (keyof ProductRecord)[];

/** A stored value as the trail can hold it: plain JSON, undefined as null. */
export function auditValue(value: unknown): AuditValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as AuditValue);
}

const same = (a: unknown, b: unknown) => JSON.stringify(auditValue(a)) === JSON.stringify(auditValue(b));

export function productTarget(product: Pick<ProductRecord, '_id' | 'name'>): AuditTarget {
  return { type: 'product', id: product._id, label: product.name };
}

/** A product created: each edited field's value (no `before`), and its stock. */
export function productCreated(actor: AuditActor, product: ProductRecord, at: string): AdminActionRecord {
  const changes: AuditChange[] = DETAIL_FIELDS.filter((field) => product[field] !== undefined).map((field) => ({ field, after: auditValue(product[field]) }));
  changes.push({ field: 'stock.quantity', after: product.stock.quantity }, { field: 'stock.lowStockThreshold', after: product.stock.lowStockThreshold });
  return { action: 'product.created', actor, target: productTarget(product), changes, at };
}

/** A product deleted: what it was (no `after`). */
export function productDeleted(actor: AuditActor, product: ProductRecord, at: string): AdminActionRecord {
  const changes: AuditChange[] = [
    { field: 'name', before: product.name },
    { field: 'price', before: product.price },
    { field: 'stock.quantity', before: product.stock.quantity },
  ];
  return { action: 'product.deleted', actor, target: productTarget(product), changes, at };
}

/**
 * The entries an edit makes: product.updated with only the fields that changed (a variant's own
 * fields as `variants.<id>`, its stock apart), and product.stock-changed with the quantities
 * (and alert threshold) that moved, per variant for a product sold in variants. None when
 * nothing an admin sees changed.
 */
export function productEdited(actor: AuditActor, before: ProductRecord, after: ProductRecord, at: string): AdminActionRecord[] {
  const target = productTarget(after);
  const details: AuditChange[] = DETAIL_FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    before: auditValue(before[field]),
    after: auditValue(after[field]),
  }));
  if (!same(before.options, after.options)) details.push({ field: 'options', before: auditValue(before.options), after: auditValue(after.options) });
  const stock: AuditChange[] = [];
  if (before.stock.lowStockThreshold !== after.stock.lowStockThreshold) {
    stock.push({ field: 'stock.lowStockThreshold', before: before.stock.lowStockThreshold, after: after.stock.lowStockThreshold });
  }
  const variantsBefore = new Map((before.variants ?? []).map((variant) => [variant._id, variant]));
  const variantsAfter = new Map((after.variants ?? []).map((variant) => [variant._id, variant]));
  // A product sold as one thing (before or after): its quantity; one sold in variants: theirs, below.
  const single = variantsBefore.size === 0 || variantsAfter.size === 0;
  if (single && before.stock.quantity !== after.stock.quantity) stock.unshift({ field: 'stock.quantity', before: before.stock.quantity, after: after.stock.quantity });
  for (const id of new Set([...variantsBefore.keys(), ...variantsAfter.keys()])) {
    const was = variantsBefore.get(id);
    const is = variantsAfter.get(id);
    if (!same(variantFields(was), variantFields(is))) details.push(change(`variants.${id}`, was && variantFields(was), is && variantFields(is)));
    if (was?.stock.quantity !== is?.stock.quantity) stock.push(change(`stock.${id}`, was?.stock.quantity, is?.stock.quantity));
  }
  const actions: AdminActionRecord[] = [];
  if (details.length > 0) actions.push({ action: 'product.updated', actor, target, changes: details, at });
  if (stock.length > 0) actions.push({ action: 'product.stock-changed', actor, target, changes: stock, at });
  return actions;
}

/** What a variant is, its stock apart. */
function variantFields(variant: VariantRecord | undefined) {
  if (!variant) return undefined;
  const { stock: _stock, ...fields } = variant;
  return fields;
}

/** A change, leaving out the side that does not exist (a variant added or removed). */
function change(field: string, before: unknown, after: unknown): AuditChange {
  return {
    field,
    ...(before === undefined ? {} : { before: auditValue(before) }),
    ...(after === undefined ? {} : { after: auditValue(after) }),
  };
}

/** A review deleted: whose it was, of which product, and what it said (no `after`). */
export function reviewDeleted(actor: AuditActor, review: ReviewRecord, at: string): AdminActionRecord {
  const before: AuditValue = { productId: review.productId, userId: review.userId, rating: review.rating, comment: review.comment };
  const label = `${review.user.firstName} ${review.user.lastName}`.trim() || review.user.username;
  return { action: 'review.deleted', actor, target: { type: 'review', id: review._id, ...(label ? { label } : {}) }, changes: [{ field: 'review', before }], at };
}
