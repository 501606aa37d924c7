// Generated gRPC contracts, one namespace per proto file so message names never clash
// (`catalogPb.Product`, `ordersPb.Order`, `catalogPb.CatalogClient`). Regenerate with
// `npm run proto`. Node-only (Buffer): the web app must not import this package.
export * as commonPb from './gen/common';
export * as catalogPb from './gen/catalog';
export * as ordersPb from './gen/orders';
export * as paymentsPb from './gen/payments';
export * as identityPb from './gen/identity';
export * as notificationsPb from './gen/notifications';
