import type { Order } from '@shop/contracts';

/**
 * Order history's text search (SPEC section 2): the loaded list filtered on the client by
 * order number, first name or last name, case-insensitive. The names are the delivery
 * address's and the account's; a full name ('Demo Shopper') matches too.
 */
export function filterOrders(orders: readonly Order[], search: string): Order[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...orders];
  return orders.filter((order) => {
    const { shippingAddress: ship, user } = order;
    const fields = [
      order.orderNumber,
      ship.firstName,
      ship.lastName,
      `${ship.firstName} ${ship.lastName}`,
      user.firstName,
      user.lastName,
      `${user.firstName} ${user.lastName}`,
    ];
    return fields.some((field) => field.toLowerCase().includes(needle));
  });
}
