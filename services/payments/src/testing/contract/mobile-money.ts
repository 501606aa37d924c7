import { PAYMENT_MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { MOMO_TEST_NUMBERS } from '../../adapters/momo-simulator/momo-test-numbers';
import { failureOf } from '@shop/platform/contracts';
import { testOrder, toPay, testOrders } from '../payments-test-kit';
import { eventsOf, OTHER_USER, outboxDrained, settlementOf, settlementsOf, type ContractContext } from './context';

const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function mobileMoneyContract(ctx: ContractContext): void {
  const prompts = () => ctx.simulator.receivedOn('POST', REQUEST_TO_PAY);

  it('approve: PENDING at once, then SUCCESSFUL by the service’s own polling, settled paid exactly once', async () => {
    const order = testOrder();
    const payment = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '078 000 0001' });
    expect(payment).toMatchObject({ status: 'PENDING', method: 'momo', amount: 151_000, currency: 'RWF', orderId: order.orderId, phone: MOMO_TEST_NUMBERS.approve });
    expect(payment.referenceId).toMatch(UUID);
    expect(prompts().at(-1)?.body).toEqual({
      amount: '151000',
      currency: 'EUR',
      externalId: order.orderNumber,
      payer: { partyIdType: 'MSISDN', partyId: MOMO_TEST_NUMBERS.approve },
      payerMessage: `DevShop order ${order.orderNumber}`,
      payeeNote: `Order ${order.orderNumber}`,
    });

    const event = await settlementOf(ctx, payment.paymentId);
    const settled = await ctx.api.checkStatus({ paymentId: payment.paymentId, userId: order.userId });
    expect(settled).toMatchObject({ status: 'SUCCESSFUL', providerReference: expect.stringMatching(/^\d+$/) });
    expect(event.type).toBe('payment.settled');
    expect(event.data).toEqual({
      paymentId: payment.paymentId,
      orderId: order.orderId,
      status: 'paid',
      method: 'momo',
      amount: 151_000,
      currency: 'RWF',
      providerReference: settled.providerReference,
      wallet: 'mtn',
    });
    // A late callback and more status checks change nothing.
    await ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId });
    await ctx.api.checkStatus({ paymentId: payment.paymentId });
    await outboxDrained(ctx);
    expect(eventsOf(ctx, payment.paymentId)).toHaveLength(1);
  });

  it.each([
    ['decline', MOMO_TEST_NUMBERS.decline, 'APPROVAL_REJECTED'],
    ['insufficient funds', MOMO_TEST_NUMBERS.insufficientFunds, 'NOT_ENOUGH_FUNDS'],
  ])('%s: FAILED with the provider’s reason, settled failed once', async (_name, phone, reason) => {
    const order = testOrder();
    const payment = await ctx.api.requestMobileMoney({ ...toPay(order), phone });
    const event = await settlementOf(ctx, payment.paymentId);
    expect(event.data).toEqual({ paymentId: payment.paymentId, orderId: order.orderId, status: 'failed', method: 'momo', amount: 151_000, currency: 'RWF', reason, wallet: 'mtn' });
    expect(await ctx.api.checkStatus({ paymentId: payment.paymentId })).toMatchObject({ status: 'FAILED', reason });
  });

  it('time out: still PENDING at the provider, so FAILED as "timed out" once the deadline passes', async () => {
    const payment = await ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000003' });
    const event = await settlementOf(ctx, payment.paymentId);
    expect(event.data).toMatchObject({ status: 'failed', reason: 'timed out' });
    const after = await ctx.api.checkStatus({ paymentId: payment.paymentId });
    expect(after).toMatchObject({ status: 'FAILED', reason: 'timed out' });
    expect(after.attempts).toBeGreaterThan(1);
  });

  it('any other valid number approves after a short delay', async () => {
    const payment = await ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone: '+250 788 123 456' });
    expect(payment.phone).toBe('250788123456');
    expect((await settlementOf(ctx, payment.paymentId)).data.status).toBe('paid');
  });

  it('requires a Rwandan phone number, with the SPEC message, and sends nothing otherwise', async () => {
    const before = prompts().length;
    for (const phone of ['', '   ']) {
      expect(await failureOf(ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone }))).toEqual({
        kind: 'invalid',
        message: 'Phone number is required for Mobile Money payment',
        errors: [{ path: 'phone', message: PAYMENT_MESSAGES.momoPhoneRequired }],
      });
    }
    const foreign = await failureOf(ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone: '+1 555 0100' }));
    expect(foreign).toMatchObject({ kind: 'invalid', message: PAYMENT_MESSAGES.momoPhoneInvalid });
    expect(prompts()).toHaveLength(before);
  });

  it('is idempotent: the same key returns the same payment and prompts the phone once', async () => {
    const order = testOrder();
    const before = prompts().length;
    const first = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003', idempotencyKey: 'checkout-1' });
    const again = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003', idempotencyKey: 'checkout-1' });
    expect(again.paymentId).toBe(first.paymentId);
    expect(prompts()).toHaveLength(before + 1);
    const clash = await failureOf(ctx.api.requestMobileMoney({ ...toPay(testOrder({ userId: order.userId })), phone: '0780000003', idempotencyKey: 'checkout-1' }));
    expect(clash).toMatchObject({ kind: 'conflict', message: 'This Idempotency-Key was already used for a different payment' });
  });

  it('keeps one open prompt per order, even when requests arrive together', async () => {
    const order = testOrder();
    const before = prompts().length;
    const payments = await Promise.all(Array.from({ length: 8 }, () => ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' })));
    expect(new Set(payments.map((payment) => payment.paymentId)).size).toBe(1);
    expect(prompts()).toHaveLength(before + 1);
    expect(await ctx.api.listForOrder(order.orderId)).toHaveLength(1);
  });

  it('refuses an order that is already paid', async () => {
    expect((await failureOf(ctx.api.requestMobileMoney({ ...toPay(testOrder({ paymentStatus: 'paid' })), phone: '0780000001' }))).kind).toBe('conflict');
    const order = testOrder();
    const paid = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000001' });
    await settlementOf(ctx, paid.paymentId);
    expect(await failureOf(ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000001' }))).toMatchObject({
      kind: 'conflict',
      message: 'This order has already been paid',
    });
  });

  it('shows a payment to its owner only; others get not_found', async () => {
    const order = testOrder();
    const payment = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    expect((await failureOf(ctx.api.checkStatus({ paymentId: payment.paymentId, userId: OTHER_USER }))).kind).toBe('not_found');
    expect((await failureOf(ctx.api.checkStatus({ paymentId: 'ffffffffffffffffffffffff' }))).kind).toBe('not_found');
  });

  it('takes a new attempt on the same order after a decline, and pays it', async () => {
    const order = testOrder();
    const declined = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000002', idempotencyKey: 'try-1' });
    expect((await settlementOf(ctx, declined.paymentId)).data.status).toBe('failed');
    testOrders.update(order.orderId, { paymentStatus: 'failed' });
    // The first attempt's key still answers with the first attempt.
    expect((await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000001', idempotencyKey: 'try-1' })).paymentId).toBe(declined.paymentId);
    const retry = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000001', idempotencyKey: 'try-2' });
    expect(retry.paymentId).not.toBe(declined.paymentId);
    expect(retry).toMatchObject({ orderId: order.orderId, amount: 151_000, status: 'PENDING' });
    expect((await settlementOf(ctx, retry.paymentId)).data).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 151_000 });
    expect((await ctx.api.listForOrder(order.orderId)).map((p) => p.status)).toEqual(['SUCCESSFUL', 'FAILED']);
  });

  it('refuses a prompt for a cancelled order (its reservation expired)', async () => {
    const refused = await failureOf(ctx.api.requestMobileMoney({ ...toPay(testOrder({ orderStatus: 'cancelled', paymentStatus: 'failed' })), phone: '0780000001' }));
    expect(refused).toMatchObject({ kind: 'conflict', message: 'This order was cancelled, so it can no longer be paid. Please place a new order.' });
  });

  it('records an approval that comes after the prompt timed out, once, however often it is reported', async () => {
    const order = testOrder();
    const payment = await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    expect((await settlementOf(ctx, payment.paymentId)).data).toMatchObject({ status: 'failed', reason: 'timed out' });
    ctx.simulator.answer(payment.referenceId, { status: 'SUCCESSFUL' });
    await Promise.all([ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId }), ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId })]);
    await ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId });
    const late = await ctx.api.checkStatus({ paymentId: payment.paymentId, userId: order.userId });
    expect(late).toMatchObject({ status: 'SUCCESSFUL', providerReference: expect.stringMatching(/^\d+$/), note: 'Approved at the provider after the request had timed out' });
    expect(late.reason).toBeUndefined();
    await settlementsOf(ctx, payment.paymentId, 2);
    await outboxDrained(ctx);
    expect(eventsOf(ctx, payment.paymentId).map((event) => event.data.status)).toEqual(['failed', 'paid']);
    expect(eventsOf(ctx, payment.paymentId)[1]!.data).toEqual({
      paymentId: payment.paymentId,
      orderId: order.orderId,
      status: 'paid',
      method: 'momo',
      amount: 151_000,
      currency: 'RWF',
      providerReference: late.providerReference,
      approvedLate: true,
      wallet: 'mtn',
    });
  });

  it('never turns a declined prompt into a paid one', async () => {
    const payment = await ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000002' });
    await settlementOf(ctx, payment.paymentId);
    ctx.simulator.answer(payment.referenceId, { status: 'SUCCESSFUL' });
    await ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId });
    expect(await ctx.api.checkStatus({ paymentId: payment.paymentId })).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    await outboxDrained(ctx);
    expect(eventsOf(ctx, payment.paymentId)).toHaveLength(1);
  });

  it('does not believe a callback: it only polls, and an unknown reference is ignored', async () => {
    const payment = await ctx.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000003' });
    await ctx.api.mobileMoneyCallback({ referenceId: payment.referenceId });
    await ctx.api.mobileMoneyCallback({ referenceId: '00000000-0000-4000-8000-000000000000', externalId: 'DS-NOPE' });
    expect((await ctx.api.checkStatus({ paymentId: payment.paymentId })).status).toBe('PENDING');
  });
}
