/** What each tag of the routes covers; a tag missing here is flagged by the OpenAPI lint. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Liveness and readiness of the gateway',
  auth: 'Signing in and out, sign-up, sessions and social sign-in',
  users: 'The signed-in account and, for admins, every account',
  admin: 'Admin dashboard figures and image uploads',
  cart: 'The coupon on the visitor\'s cart',
  orders: 'Placing orders, order history, and order handling for admins',
  fiscal: 'Fiscal receipts (EBM) sent to the Rwanda Revenue Authority through its VSDC',
  payments: 'Mobile money, card and bank-transfer payments, and their proofs',
  newsletter: 'Newsletter sign-up and unsubscribe, subscribers and mailings for admins',
  products: 'The catalogue: listing, search, product pages, and product editing for admins',
  search: 'How searches are read: the synonym table admins keep',
  delivery: 'Delivery zones: the fee, free-delivery threshold and estimate of each district',
  reviews: 'Product reviews and their moderation',
  wishlist: 'The signed-in shopper\'s wishlist',
  sms: 'Order updates by SMS: the log for admins, and the providers\' callbacks (replies such as STOP, delivery reports)',
};
