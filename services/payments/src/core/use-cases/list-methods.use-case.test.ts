import { describe, expect, it } from 'vitest';
import type { CardGateway } from '../ports/card-gateway.port';
import type { MobileMoneyGateway } from '../ports/mobile-money-gateway.port';
import type { PaymentsRules } from '../payments-ports';
import { ListMethods } from './list-methods.use-case';

const rules = { merchantCode: '182000', supportPhone: '+250 788 000 000' } as PaymentsRules;

const wallet = (fields: Partial<MobileMoneyGateway>) => ({ testMode: false, ...fields }) as MobileMoneyGateway;
const ports = () => ({ rules, cards: { testMode: false } as CardGateway });

/** MTN only (Airtel not configured), and the card provider. */
const checkout = (testMode: { momo: boolean; cards: boolean }) =>
  new ListMethods({
    rules,
    wallets: { mtn: wallet({ testMode: testMode.momo }), airtel: wallet({ unconfigured: 'Airtel Money is not configured' }) },
    cards: { testMode: testMode.cards } as CardGateway,
  });

const manualInstructions = (dialCode: string, total: string) =>
  `Dial ${dialCode} on your MTN line and pay ${total} to merchant 182000, then upload a screenshot of the confirmation message. ` +
  'We verify payments within 24 hours. Questions? Call +250 788 000 000.';

describe('the payment methods checkout offers', () => {
  it('are manual MoMo, MoMo prompts and cards, each saying whether real money moves', async () => {
    expect(await checkout({ momo: true, cards: false }).execute()).toEqual({
      manual_momo: {
        id: 'manual_momo',
        name: 'MTN Mobile Money (manual)',
        instructions: manualInstructions('*182*8*1*182000#', 'the order total'),
        enabled: true,
        testMode: false,
        dialCode: '*182*8*1*182000#',
        merchantCode: '182000',
        supportPhone: '+250 788 000 000',
      },
      momo: {
        id: 'momo',
        name: 'MTN Mobile Money',
        instructions: 'You will get a prompt on your phone. Enter your Mobile Money PIN to approve the payment.',
        enabled: true,
        testMode: true,
        wallets: [{ id: 'mtn', name: 'MTN MoMo', enabled: true, testMode: true }],
      },
      stripe: {
        id: 'stripe',
        name: 'Card',
        instructions: 'Pay with Visa or Mastercard. Card details go straight to the payment provider and are never stored.',
        enabled: true,
        testMode: false,
      },
    });
    const live = await checkout({ momo: false, cards: true }).execute();
    expect([live.momo?.testMode, live.stripe?.testMode]).toEqual([false, true]);
  });

  it('list the wallets a prompt can go to, and offer no prompt when neither wallet has a provider', async () => {
    const both = new ListMethods({ ...ports(), wallets: { mtn: wallet({ testMode: true }), airtel: wallet({ testMode: false }) } });
    expect((await both.execute()).momo?.wallets).toEqual([
      { id: 'mtn', name: 'MTN MoMo', enabled: true, testMode: true },
      { id: 'airtel', name: 'Airtel Money', enabled: true, testMode: false },
    ]);
    expect((await both.execute()).momo?.testMode).toBe(false);
    const none = new ListMethods({ ...ports(), wallets: { mtn: wallet({ unconfigured: 'no MTN' }), airtel: wallet({ unconfigured: 'no Airtel' }) } });
    expect((await none.execute()).momo).toBeUndefined();
  });

  it('put the order total in the manual dial code and instructions', async () => {
    const methods = await checkout({ momo: false, cards: false }).execute(151_000);
    expect(methods.manual_momo?.dialCode).toBe('*182*8*1*182000*151000#');
    expect(methods.manual_momo?.instructions).toBe(manualInstructions('*182*8*1*182000*151000#', '151,000\u00a0RWF'));
  });

  it.each([
    ['zero', 0],
    ['negative', -500],
    ['not whole francs', 99.5],
  ])('leave a total that is %s out of the manual instructions', async (_case, total) => {
    const methods = await checkout({ momo: false, cards: false }).execute(total);
    expect(methods.manual_momo?.dialCode).toBe('*182*8*1*182000#');
    expect(methods.manual_momo?.instructions).toBe(manualInstructions('*182*8*1*182000#', 'the order total'));
  });
});
