import { createLogger, OUTBOX_COLLECTION } from '@shop/platform';
import { callingAs } from '@shop/platform/contracts';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { GrpcPaymentsApi } from '../../adapters/grpc/grpc-payments-api';
import { paymentsGrpcService } from '../../adapters/grpc/payments.grpc-server';
import { PAYMENTS_COLLECTION } from '../../adapters/storage/document-payment-repository';
import { PAYMENTS_CALLERS } from '../../testing/payments-grpc-callers';
import { startTestPayments, testOrder, toPay, waitFor, type TestPayments } from '../../testing/payments-test-kit';

const CVV = '987';
const EXPIRY = '11/38';
const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4242 4242 4242 4241'];
const sensitive = CARDS.flatMap((number) => [number, number.replace(/ /g, ''), number.replace(/ /g, '-')]);

/** Every string value anywhere in a document. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('card details never reach storage or logs', () => {
  let shop: TestPayments | undefined;
  afterEach(() => shop?.close());

  it('stores brand and last four only, and logs nothing of the card, in process and over gRPC', async () => {
    shop = await startTestPayments();
    const callers = await createTestCallers();
    const grpcLogs: string[] = [];
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [paymentsGrpcService(shop.api)],
      logger: createLogger({ service: 'payments-grpc', level: 'trace', destination: { write: (line: string) => void grpcLogs.push(line) } }),
      serviceName: 'payments',
      identity: callers.identity('payments'),
    });
    const client = new GrpcPaymentsApi(`127.0.0.1:${server.port}`, { identity: callers.identity('gateway') });
    const remote = callingAs(client, callers, PAYMENTS_CALLERS);
    try {
      const card = (number: string) => ({ name: 'Aline Uwase', number, expiry: EXPIRY, cvv: CVV });
      const paid = await shop.api.payByCard({ ...toPay(testOrder()), card: card(CARDS[0]!) });
      const declined = await remote.payByCard({ ...toPay(testOrder()), card: card(CARDS[1]!), idempotencyKey: 'k-1' });
      await expect(remote.payByCard({ ...toPay(testOrder()), card: card(CARDS[2]!) })).rejects.toMatchObject({ kind: 'invalid' });
      await expect(shop.api.payByCard({ ...toPay(testOrder()), card: card(CARDS[2]!) })).rejects.toMatchObject({ kind: 'invalid' });
      expect([paid.success, declined.success]).toEqual([true, false]);
      await waitFor(() => shop!.settled.length === 2);

      const rows = [
        ...(await shop.documents.collection(PAYMENTS_COLLECTION).find({})),
        ...(await shop.documents.collection(OUTBOX_COLLECTION).find({})),
      ];
      const stored = JSON.stringify(rows);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const secret of sensitive) expect(stored).not.toContain(secret);
      expect(strings(rows)).not.toContain(CVV);
      expect(stored).not.toContain(EXPIRY);
      expect(stored).not.toMatch(/"(cvv|cvc|number|expiry)"/);
      expect((await shop.api.listForOrder(paid.paymentId)).length).toBe(0);
      expect(rows.filter((row) => row.method === 'stripe').map((row) => row.card)).toEqual(
        expect.arrayContaining([{ brand: 'visa', last4: '4242' }, { brand: 'visa', last4: '0002' }]),
      );

      const logged = [...shop.logs, ...grpcLogs].join('\n');
      expect(logged.length).toBeGreaterThan(0);
      for (const secret of sensitive) expect(logged).not.toContain(secret);
      expect(logged).not.toContain(`"${CVV}"`);
      expect(logged).not.toContain(EXPIRY);
    } finally {
      client.close();
      await server.stop({ graceMs: 1000 });
    }
  });
});
