import { createLogger } from '@shop/platform';
import { callingAs } from '@shop/platform/contracts';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsApi } from '../../api/payments-api';
import { startStripeWithIntents, type StripeWithIntents } from '../card/testing/fake-stripe';
import { intentEvent, signed, WEBHOOK_SECRET } from '../card/testing/stripe-events';
import { PAYMENTS_CALLERS } from '../../testing/payments-grpc-callers';
import { startTestPayments, testOrder, toPay, waitFor, type TestPayments } from '../../testing/payments-test-kit';
import { GrpcPaymentsApi } from './grpc-payments-api';
import { paymentsGrpcService } from './payments.grpc-server';

describe('the card provider’s form over gRPC', () => {
  let stripe: StripeWithIntents;
  let service: TestPayments;
  let client: GrpcPaymentsApi;
  let api: PaymentsApi;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    stripe = await startStripeWithIntents();
    service = await startTestPayments({
      settings: { stripeSecretKey: 'sk_test_devshop', stripePublishableKey: 'pk_test_devshop', stripeWebhookSecret: WEBHOOK_SECRET, stripeApi: stripe.api },
    });
    const callers = await createTestCallers();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [paymentsGrpcService(service.api)],
      logger: createLogger({ service: 'payments-test', level: 'silent' }),
      serviceName: 'payments',
      identity: callers.identity('payments'),
    });
    client = new GrpcPaymentsApi(`127.0.0.1:${server.port}`, { identity: callers.identity('gateway') });
    api = callingAs<PaymentsApi>(client, callers, {
      ...PAYMENTS_CALLERS,
      openCardIntent: ({ userId }) => ({ userId }),
      cardWebhook: () => undefined,
    });
    stop = async () => {
      client.close();
      await server.stop({ graceMs: 1000 });
    };
  });
  afterAll(async () => {
    await stop();
    await service.close();
    await stripe.close();
  });

  it('lists the publishable key with the card method, and opens the form as the signed-in payer', async () => {
    expect((await api.listMethods()).stripe).toMatchObject({ id: 'stripe', testMode: true, publishableKey: 'pk_test_devshop' });
    const order = testOrder();
    const session = await api.openCardIntent({ ...toPay(order), idempotencyKey: 'grpc-attempt-1' });
    expect(session).toEqual({ paymentId: expect.any(String), clientSecret: expect.stringMatching(/^pi_test_\d+_secret_test$/), publishableKey: 'pk_test_devshop' });
    await expect(api.openCardIntent({ orderId: order.orderId, userId: testOrder().userId })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('passes the webhook’s bytes through untouched: the signature still holds on the other side', async () => {
    const order = testOrder();
    const { paymentId } = await api.openCardIntent(toPay(order));
    const payment = (await service.api.listForOrder(order.orderId))[0]!;
    const event = intentEvent('payment_intent.succeeded', { id: payment.providerReference!, reference: payment.referenceId });
    await api.cardWebhook(signed(event));
    await waitFor(async () => (await service.api.checkStatus({ paymentId })).status === 'SUCCESSFUL');
    await expect(api.cardWebhook(signed(event, { secret: 'whsec_not_ours' }))).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid signature' });
  });
});
