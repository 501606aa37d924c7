// The shop's shared contracts, declared once: ids, event names and payloads, HTTP API types.
// Browser-safe: zod and @shop/domain's value lists only.
export * from './ids';
export * from './product-images';
export * from './variants';
export * from './id-schema';
export * from './events/envelope';
export * from './events/order-events';
export * from './events/payment-events';
export * from './events/catalog-events';
export * from './events/newsletter-events';
export * from './events/admin-action-events';
export * from './events/event-schemas';
export * from './events/event-owners';
export * from './api/pagination';
export * from './api/query-params';
export * from './api/catalog';
export * from './api/orders';
export * from './api/delivery-zones';
export * from './api/order-limits';
export * from './api/idempotency';
export * from './api/identity';
export * from './api/admin-stats';
export * from './api/payments';
export * from './api/newsletter';
export * from './api/sms';
export * from './api/audit';
