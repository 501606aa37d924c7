import type { ProductBody, ProductPatchBody } from '../types';
import type { ProductFormValues } from './product-form-values';

/** Form fields saved as the body field of the same name. */
const SAME_NAME = [
  'name',
  'brand',
  'category',
  'status',
  'price',
  'originalPrice',
  'shortDescription',
  'description',
  'isFeatured',
  'badge',
  'features',
  'tags',
] as const satisfies readonly (keyof ProductFormValues & keyof ProductBody)[];

/**
 * The edit to send: only the fields the admin changed since the form opened, taken from the
 * checked body (numbers parsed, blanks cleared). null when nothing changed. A gallery change
 * sends the whole gallery; the stock, images and EBM fields are sent one by one, so an unchanged
 * low-stock alert is never sent back.
 */
export function productChanges(initial: ProductFormValues, values: ProductFormValues, body: ProductBody): ProductPatchBody | null {
  const changed = (key: keyof ProductFormValues) => JSON.stringify(initial[key]) !== JSON.stringify(values[key]);
  const changes: ProductPatchBody = {};
  for (const key of SAME_NAME) {
    if (changed(key)) Object.assign(changes, { [key]: body[key] });
  }
  const stock = {
    ...(changed('quantity') ? { quantity: body.stock?.quantity } : {}),
    ...(changed('lowStockThreshold') ? { lowStockThreshold: body.stock?.lowStockThreshold } : {}),
  };
  const images = {
    ...(changed('primaryImage') ? { primary: body.images?.primary } : {}),
    ...(changed('gallery') ? { gallery: body.images?.gallery } : {}),
  };
  const fiscal = {
    ...(changed('itemCode') ? { itemCode: body.fiscal?.itemCode } : {}),
    ...(changed('taxType') ? { taxType: body.fiscal?.taxType } : {}),
  };
  if (Object.keys(stock).length > 0) changes.stock = stock;
  if (Object.keys(images).length > 0) changes.images = images;
  if (Object.keys(fiscal).length > 0) changes.fiscal = fiscal;
  return Object.keys(changes).length > 0 ? changes : null;
}
