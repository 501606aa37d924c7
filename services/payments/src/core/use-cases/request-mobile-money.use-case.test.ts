import { AppError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger, LOG_LEVEL, type LogLine } from '../../testing/captured-logger';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import type { MobileMoneyGateway, RequestToPay, RequestToPayResult } from '../ports/mobile-money-gateway.port';
import { RequestMobileMoney } from './request-mobile-money.use-case';
import { refusalOf } from '../../testing/payment-records';

describe('sending a Mobile Money prompt', () => {
  let shop: EmbeddedPayments;
  let sent: RequestToPay[];
  let answer: () => Promise<RequestToPayResult>;
  let logs: LogLine[];

  beforeEach(async () => {
    shop = await embeddedPayments();
    sent = [];
    answer = async () => ({ accepted: true });
  });
  afterEach(() => shop.close());

  const requestMomo = () => {
    const momo = { wallet: 'mtn', testMode: true, requestToPay: async (request: RequestToPay) => (sent.push(request), answer()), getStatus: async () => null } as unknown as MobileMoneyGateway;
    const { logger, lines } = capturedLogger();
    logs = lines;
    return new RequestMobileMoney({ ...shop.ports, wallets: { mtn: momo, airtel: momo }, logger });
  };

  it('a prompt the provider refused for sure leaves no payment behind and asks for another number', async () => {
    answer = async () => ({ accepted: false, reason: 'PAYER_NOT_FOUND' });
    const order = testOrder();
    expect(await refusalOf(() => requestMomo().execute({ ...toPay(order), phone: '0780000001' }))).toEqual({
      kind: 'invalid',
      message: 'Mobile Money could not take this request. Please check the number and try again.',
      errors: [{ path: 'phone', message: 'Mobile Money could not take this request. Please check the number and try again.' }],
    });
    expect(sent).toHaveLength(1);
    expect(await shop.ports.payments.listForOrder(order.orderId)).toEqual([]);
    expect(logs).toEqual([expect.objectContaining({ level: LOG_LEVEL.info, paymentId: expect.any(String), reason: 'PAYER_NOT_FOUND', msg: expect.stringMatching(/\S/) })]);
  });

  it('a prompt whose fate is unknown (provider unreachable) stays PENDING for the poller to settle', async () => {
    answer = async () => {
      throw new AppError('unavailable', 'MoMo did not answer');
    };
    const order = testOrder();
    const view = await requestMomo().execute({ ...toPay(order), phone: '0780000001' });
    expect(view).toMatchObject({ status: 'PENDING', phone: '250780000001', amount: 151_000 });
    expect(sent.map((request) => [request.referenceId, request.msisdn, request.externalId])).toEqual([[view.referenceId, '250780000001', order.orderNumber]]);
    expect((await shop.ports.payments.findById(view.paymentId))?.status).toBe('PENDING');
    expect(logs).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: view.paymentId, msg: expect.stringMatching(/\S/) })]);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['not text', 780000001],
  ])('a phone number that is %s is required, before any order is read', async (_case, phone) => {
    expect(await refusalOf(() => requestMomo().execute({ ...toPay(testOrder()), phone: phone as string }))).toEqual({
      kind: 'invalid',
      message: 'Phone number is required for Mobile Money payment',
      errors: [{ path: 'phone', message: 'Phone number is required for Mobile Money payment' }],
    });
    expect(sent).toEqual([]);
  });

  it('a number that is not a Rwandan mobile money number is refused on the phone field', async () => {
    expect(await refusalOf(() => requestMomo().execute({ ...toPay(testOrder()), phone: '0123' }))).toEqual({
      kind: 'invalid',
      message: 'Please enter a valid Rwandan mobile money number',
      errors: [{ path: 'phone', message: 'Please enter a valid Rwandan mobile money number' }],
    });
    expect(sent).toEqual([]);
  });
});

describe('the wallet a Mobile Money prompt goes to', () => {
  let shop: EmbeddedPayments;
  const asked: Array<{ wallet: string; msisdn: string }> = [];

  beforeEach(async () => {
    shop = await embeddedPayments();
    asked.length = 0;
  });
  afterEach(() => shop.close());

  const gateway = (wallet: 'mtn' | 'airtel', unconfigured?: string) =>
    ({ wallet, testMode: true, unconfigured, requestToPay: async (request: RequestToPay) => (asked.push({ wallet, msisdn: request.msisdn }), { accepted: true }), getStatus: async () => null }) as unknown as MobileMoneyGateway;
  const requestWith = (airtelUnconfigured?: string) => new RequestMobileMoney({ ...shop.ports, wallets: { mtn: gateway('mtn'), airtel: gateway('airtel', airtelUnconfigured) } });

  it.each([
    ['an MTN number, no wallet named', '0781234567', undefined, 'mtn'],
    ['an Airtel number, no wallet named', '0731234567', undefined, 'airtel'],
    ['an Airtel number, an empty wallet', '+250 72 123 4567', '', 'airtel'],
    ['an Airtel number, no wallet (null)', '0721234567', null, 'airtel'],
    ['an MTN number moved to Airtel', '0781234567', 'airtel', 'airtel'],
    ['an Airtel number moved to MTN', '0731234567', 'mtn', 'mtn'],
  ])('%s goes to %s', async (_case, phone, wallet, expected) => {
    const view = await requestWith().execute({ ...toPay(testOrder()), phone, wallet: wallet as string | undefined });
    expect(asked.map((each) => each.wallet)).toEqual([expected]);
    expect(view.wallet).toBe(expected);
    expect((await shop.ports.payments.findById(view.paymentId))?.wallet).toBe(expected);
  });

  it('refuses a wallet it does not know, and a wallet with no provider, before anything is sent', async () => {
    expect(await refusalOf(() => requestWith().execute({ ...toPay(testOrder()), phone: '0781234567', wallet: 'tigo' }))).toEqual({
      kind: 'invalid',
      message: 'Wallet must be mtn or airtel',
      errors: [{ path: 'wallet', message: 'Wallet must be mtn or airtel' }],
    });
    expect(await refusalOf(() => requestWith('Airtel Money is not available').execute({ ...toPay(testOrder()), phone: '0731234567' }))).toMatchObject({
      kind: 'unavailable',
      message: 'Airtel Money is not available',
    });
    expect(asked).toEqual([]);
  });
});
