import { CARD_MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { failureOf } from '@shop/platform/contracts';
import { testOrder, toPay } from '../payments-test-kit';
import type { CardInput } from '../../api/payments-api';
import { eventsOf, outboxDrained, settlementOf, type ContractContext } from './context';

export const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  name: 'Aline Uwase',
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvv: '123',
  ...overrides,
});

export function cardContract(ctx: ContractContext): void {
  it('4242 4242 4242 4242 succeeds and settles paid once, keeping brand and last four only', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const result = await ctx.api.payByCard({ ...toPay(order), card: card() });
    expect(result).toMatchObject({
      success: true,
      status: 'succeeded',
      message: 'Payment successful',
      paymentIntentId: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242' },
    });
    const event = await settlementOf(ctx, result.paymentId);
    expect(event.data).toEqual({
      paymentId: result.paymentId,
      orderId: order.orderId,
      status: 'paid',
      method: 'stripe',
      amount: 151_000,
      currency: 'RWF',
      providerReference: result.paymentIntentId,
    });
    const [stored] = await ctx.api.listForOrder(order.orderId);
    expect(stored).toMatchObject({ status: 'SUCCESSFUL', card: { brand: 'visa', last4: '4242' } });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('%s is declined: an answer, not an error, settled failed once', async (number, message) => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const result = await ctx.api.payByCard({ ...toPay(order), card: card({ number }) });
    expect(result).toMatchObject({ success: false, status: 'failed', message });
    const event = await settlementOf(ctx, result.paymentId);
    expect(event.data).toMatchObject({ status: 'failed', method: 'stripe', reason: message });
  });

  it('checks every card field and names each problem; nothing is charged', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const failure = await failureOf(
      ctx.api.payByCard({ ...toPay(order), card: { name: ' ', number: '4242 4242 4242 4241', expiry: '01/20', cvv: '' } }),
    );
    expect(failure).toEqual({
      kind: 'invalid',
      message: 'Validation failed',
      errors: [
        { path: 'card.name', message: CARD_MESSAGES.nameRequired },
        { path: 'card.number', message: CARD_MESSAGES.numberInvalid },
        { path: 'card.expiry', message: CARD_MESSAGES.expired },
        { path: 'card.cvv', message: CARD_MESSAGES.cvvRequired },
      ],
    });
    const malformed = await failureOf(ctx.api.payByCard({ ...toPay(order), card: card({ expiry: '13/30', cvv: '12' }) }));
    expect(malformed.errors).toEqual([
      { path: 'card.expiry', message: CARD_MESSAGES.expiryInvalid },
      { path: 'card.cvv', message: CARD_MESSAGES.cvvInvalid },
    ]);
    expect(await ctx.api.listForOrder(order.orderId)).toEqual([]);
  });

  it('is idempotent: the same key answers the same result and charges once', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const first = await ctx.api.payByCard({ ...toPay(order), card: card(), idempotencyKey: 'card-1' });
    const again = await ctx.api.payByCard({ ...toPay(order), card: card(), idempotencyKey: 'card-1' });
    expect(again).toEqual(first);
    await settlementOf(ctx, first.paymentId);
    await outboxDrained(ctx);
    expect(await ctx.api.listForOrder(order.orderId)).toHaveLength(1);
    expect(eventsOf(ctx, first.paymentId)).toHaveLength(1);
  });

  it('refuses a second payment once the order is paid; a declined order can try again', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const declined = await ctx.api.payByCard({ ...toPay(order), card: card({ number: '4000000000000002' }) });
    expect(declined.success).toBe(false);
    const paid = await ctx.api.payByCard({ ...toPay(order), card: card() });
    expect(paid.success).toBe(true);
    expect(await failureOf(ctx.api.payByCard({ ...toPay(order), card: card() }))).toMatchObject({ kind: 'conflict', message: 'This order has already been paid' });
  });
}
