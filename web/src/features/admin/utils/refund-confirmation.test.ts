import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleAdminOrder } from '../testing/sample-admin-order';
import { refundConfirmation } from './refund-confirmation';

beforeAll(() => speak('en'));

const paidBy = (paymentInfo: Partial<ReturnType<typeof sampleAdminOrder>['paymentInfo']>) =>
  sampleAdminOrder({ paymentInfo: { ...sampleAdminOrder().paymentInfo, ...paymentInfo } });

describe('refundConfirmation', () => {
  it('says how much goes back to which wallet, with the shop’s money format, and what returns to stock', () => {
    expect(refundConfirmation(sampleAdminOrder(), 12000, 2)).toEqual([
      `${formatRwf(12000)} will go back to the shopper’s MTN MoMo wallet.`,
      '2 items go back into stock.',
    ]);
    expect(refundConfirmation(paidBy({ wallet: 'airtel' }), 4900, 1)).toEqual([
      `${formatRwf(4900)} will go back to the shopper’s Airtel Money wallet.`,
      '1 item goes back into stock.',
    ]);
  });

  it('names the card, or says a manual payment is paid back by hand', () => {
    expect(refundConfirmation(paidBy({ method: 'stripe', wallet: undefined }), 1000, 0)).toEqual([`${formatRwf(1000)} will go back to the shopper’s card.`]);
    expect(refundConfirmation(paidBy({ method: 'manual_momo', wallet: undefined }), 1000, 0)[0]).toMatch(/send the money to the shopper yourself/);
  });

  it('speaks the admin’s language', async () => {
    await speak('fr');
    try {
      expect(refundConfirmation(sampleAdminOrder(), 12000, 2)[0]).toBe(`${formatRwf(12000)} seront reversés sur le portefeuille MTN MoMo du client.`);
    } finally {
      await speak('en');
    }
  });
});
