import { lineName } from '@shop/domain';
import type { Order } from '@shop/contracts';

type OrderItem = Order['items'][number];
type RefundLine = NonNullable<Order['refunds']>[number]['lines'][number];

/** An ordered line as people read it: "Hoodie — L / Black", the name it was bought under. */
export function orderLineName(item: Pick<OrderItem, 'name' | 'variantLabel'> & { productSnapshot: Pick<OrderItem['productSnapshot'], 'name'> }): string {
  return lineName(item.productSnapshot.name || item.name, item.variantLabel);
}

/** A refunded line, labelled with its variant as the order line it comes from was. */
export function refundLineName(line: RefundLine, items: readonly OrderItem[]): string {
  if (!line.variant) return line.name;
  const label = items.find((item) => item.product === line.product && item.variant === line.variant)?.variantLabel;
  return label && !line.name.endsWith(label) ? lineName(line.name, label) : line.name;
}
