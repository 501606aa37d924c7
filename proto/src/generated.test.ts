import { describe, expect, it } from 'vitest';
import { Server, ServerCredentials, credentials, type ServiceError } from '@grpc/grpc-js';
import { catalogPb, commonPb, identityPb, notificationsPb, ordersPb, paymentsPb } from './index';

describe('generated contracts', () => {
  it('name each service without a Service suffix, under a versioned package', () => {
    expect(catalogPb.CatalogClient.serviceName).toBe('shop.catalog.v1.Catalog');
    expect(ordersPb.OrdersClient.serviceName).toBe('shop.orders.v1.Orders');
    expect(paymentsPb.PaymentsClient.serviceName).toBe('shop.payments.v1.Payments');
    expect(identityPb.IdentityClient.serviceName).toBe('shop.identity.v1.Identity');
    expect(notificationsPb.NotificationsClient.serviceName).toBe('shop.notifications.v1.Notifications');
    expect(catalogPb.CatalogService.reserveStock.path).toBe('/shop.catalog.v1.Catalog/ReserveStock');
  });

  it('carry int64 money as numbers and keep unset optionals unset', () => {
    const listed = catalogPb.Product.fromPartial({ id: '65a1b2c3d4e5f6a7b8c9d0e1', price: 2_500_000, stock: { quantity: 3 } });
    const decoded = catalogPb.Product.decode(catalogPb.Product.encode(listed).finish());
    expect(decoded.price).toBe(2_500_000);
    expect(decoded.originalPrice).toBeUndefined();
    expect(decoded.badge).toBeUndefined();

    const withZero = catalogPb.Product.fromPartial({ originalPrice: 0 });
    const product = catalogPb.Product.decode(catalogPb.Product.encode(withZero).finish());
    expect(product.originalPrice).toBe(0); // proto3 `optional`: an explicit 0 is not "absent"
  });

  it('serve and call over grpc-js with the generated definition and client', async () => {
    const server = new Server();
    const implementation: notificationsPb.NotificationsServer = {
      subscribe: (call, callback) =>
        callback(null, {
          subscriber: {
            id: 'a'.repeat(24),
            email: call.request.email,
            subscribedAt: '2025-01-01T00:00:00.000Z',
            isActive: true,
          },
          alreadySubscribed: false,
          message: `Successfully subscribed! (${call.request.language ?? 'no language'})`,
        }),
      unsubscribe: (_call, callback) => callback({ code: 5, details: 'Unknown token' }),
      checkSubscription: (_call, callback) => callback(null, { subscribed: true }),
      countNewSubscribers: (call, callback) => callback(null, { counts: call.request.days.map(() => 0) }),
      listSubscribers: (call, callback) =>
        callback(null, {
          subscribers: [],
          totalSubscribers: 0,
          currentPage: call.request.page,
          totalPages: 0,
          thisWeek: 0,
          activeSubscribers: 0,
        }),
      sendBulkEmail: (_call, callback) => callback(null, { successCount: 0, message: '', campaignId: '' }),
      exportSubscribers: (call) => call.end(),
      listDeliveries: (_call, callback) => callback(null, { emails: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
      listTextMessages: (_call, callback) => callback(null, { json: '{}' }),
      receiveSms: (_call, callback) => callback(null, { json: '{}' }),
      recordSmsDeliveryReport: (_call, callback) => callback(null, { json: '{}' }),
      smsSettings: (_call, callback) => callback(null, { json: '{}' }),
      setSmsUpdates: (_call, callback) => callback(null, { json: '{}' }),
    };
    server.addService(notificationsPb.NotificationsService, implementation);
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
    );
    const client = new notificationsPb.NotificationsClient(`127.0.0.1:${port}`, credentials.createInsecure());
    try {
      const reply = await new Promise<notificationsPb.SubscribeReply>((resolve, reject) =>
        client.subscribe({ email: 'dev@example.rw' }, (e, r) => (e ? reject(e) : resolve(r))),
      );
      expect(reply.subscriber?.email).toBe('dev@example.rw');
      // The subscriber's language is optional: unset stays unset, not an empty string.
      expect(reply.message).toBe('Successfully subscribed! (no language)');
      const inKinyarwanda = await new Promise<notificationsPb.SubscribeReply>((resolve, reject) =>
        client.subscribe({ email: 'dev@example.rw', language: 'rw' }, (e, r) => (e ? reject(e) : resolve(r))),
      );
      expect(inKinyarwanda.message).toBe('Successfully subscribed! (rw)');

      const page: commonPb.PageRequest = { page: 2, limit: 20 };
      const list = await new Promise<notificationsPb.ListSubscribersReply>((resolve, reject) =>
        client.listSubscribers(page, (e, r) => (e ? reject(e) : resolve(r))),
      );
      expect(list.currentPage).toBe(2);

      const error = await new Promise<ServiceError | null>((resolve) =>
        client.unsubscribe({ token: 'nope' }, (e) => resolve(e)),
      );
      expect(error?.code).toBe(5);
    } finally {
      client.close();
      server.forceShutdown();
    }
  });
});
