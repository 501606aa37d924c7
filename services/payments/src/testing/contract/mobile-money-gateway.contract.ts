// The MobileMoneyGateway contract: what every mobile-money adapter does, each run against its
// provider's simulator over HTTP (mtn-momo and airtel-money run it in one line each).
import type { Wallet } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MobileMoneyGateway, RequestToPay } from '../../core/ports/mobile-money-gateway.port';
import type { RefundRequest } from '../../core/ports/refunds.port';

export interface MobileMoneyTestNumbers {
  approve: string;
  decline: string;
  timeout: string;
  insufficientFunds: string;
}

export interface MobileMoneyGatewayHarness {
  gateway: MobileMoneyGateway;
  /** The simulator's test numbers (2507xxxxxxxx). */
  numbers: MobileMoneyTestNumbers;
  /** How many payments the provider holds. */
  paymentsAtProvider(): number;
  /** What the provider has given back of one payment, by its books. */
  refundedAtProvider(paymentReference: string): number;
  close(): Promise<void>;
}

export interface MobileMoneyGatewayCapabilities {
  /** The provider refunds part of a payment (MTN); otherwise a refund returns it whole (Airtel). */
  partialRefunds: boolean;
  /** The provider tells later how a refund ended, by our reference (MTN); otherwise refund() is asked again (Airtel). */
  refundStatus: boolean;
}

const AMOUNT = 151_000;

export function mobileMoneyGatewayContract(
  wallet: Wallet,
  open: () => Promise<MobileMoneyGatewayHarness>,
  capabilities: MobileMoneyGatewayCapabilities,
): void {
  describe(`mobile-money gateway contract: ${wallet}`, () => {
    let harness: MobileMoneyGatewayHarness;
    beforeEach(async () => {
      harness = await open();
    });
    afterEach(() => harness.close());

    const prompt = (msisdn: string, referenceId: string = crypto.randomUUID()): RequestToPay => ({
      referenceId,
      amount: AMOUNT,
      msisdn,
      externalId: 'DS-2611-7K3F9Q',
      payerMessage: 'DevShop order DS-2611-7K3F9Q',
      payeeNote: 'Order DS-2611-7K3F9Q',
    });

    /** A payment the provider took, with what the adapter learnt of it. */
    async function paid() {
      const request = prompt(harness.numbers.approve);
      expect(await harness.gateway.requestToPay(request)).toEqual({ accepted: true });
      const report = await harness.gateway.getStatus(request.referenceId);
      expect(report?.status).toBe('SUCCESSFUL');
      return { paymentReference: request.referenceId, providerTransactionId: report?.financialTransactionId };
    }

    const refundOf = (payment: { paymentReference: string; providerTransactionId?: string }, amount = AMOUNT): RefundRequest => ({
      referenceId: crypto.randomUUID(),
      amount,
      paymentReference: payment.paymentReference,
      paymentAmount: AMOUNT,
      ...(payment.providerTransactionId ? { providerTransactionId: payment.providerTransactionId } : {}),
      msisdn: harness.numbers.approve,
      externalId: 'DS-2611-7K3F9Q',
      note: 'Refund of order DS-2611-7K3F9Q',
    });

    it(`is the ${wallet} wallet`, () => {
      expect(harness.gateway.wallet).toBe(wallet);
      expect(harness.gateway.unconfigured).toBeUndefined();
    });

    it('reports an approved prompt SUCCESSFUL, with the provider’s own transaction id', async () => {
      const { providerTransactionId } = await paid();
      expect(providerTransactionId).toEqual(expect.any(String));
    });

    it('reports a decline and missing funds as FAILED in the shop’s reason words, and an unanswered prompt as PENDING', async () => {
      const cases: Array<[string, object]> = [
        [harness.numbers.decline, { status: 'FAILED', reason: 'APPROVAL_REJECTED' }],
        [harness.numbers.insufficientFunds, { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }],
        [harness.numbers.timeout, { status: 'PENDING' }],
      ];
      for (const [msisdn, expected] of cases) {
        const request = prompt(msisdn);
        expect(await harness.gateway.requestToPay(request)).toEqual({ accepted: true });
        expect(await harness.gateway.getStatus(request.referenceId), msisdn).toEqual(expected);
      }
    });

    it('takes a reference sent again as the same payment, and knows no reference it was never sent', async () => {
      const request = prompt(harness.numbers.approve);
      await harness.gateway.requestToPay(request);
      expect(await harness.gateway.requestToPay(request)).toEqual({ accepted: true });
      expect(harness.paymentsAtProvider()).toBe(1);
      expect(await harness.gateway.getStatus(crypto.randomUUID())).toBeNull();
    });

    it('refunds a successful payment once, however often the same refund is asked for', async () => {
      const payment = await paid();
      const refund = refundOf(payment);
      const first = await harness.gateway.refund(refund);
      expect(first).toEqual({ status: 'succeeded', providerReference: expect.any(String) });
      expect((await harness.gateway.refund(refund)).status).toBe('succeeded');
      expect(harness.refundedAtProvider(payment.paymentReference)).toBe(AMOUNT);
    });

    it('refuses to refund a payment that did not succeed, or one the provider never took', async () => {
      const declined = prompt(harness.numbers.decline);
      await harness.gateway.requestToPay(declined);
      const refusals = [
        await harness.gateway.refund(refundOf({ paymentReference: declined.referenceId })),
        await harness.gateway.refund(refundOf({ paymentReference: crypto.randomUUID() })),
      ];
      for (const refusal of refusals) expect(refusal).toEqual({ status: 'failed', reason: expect.any(String) });
      expect(harness.refundedAtProvider(declined.referenceId)).toBe(0);
    });

    if (capabilities.partialRefunds) {
      it('refunds in parts, never more than the payment took', async () => {
        const payment = await paid();
        expect((await harness.gateway.refund(refundOf(payment, 100_000))).status).toBe('succeeded');
        expect(await harness.gateway.refund(refundOf(payment, 51_001))).toEqual({ status: 'failed', reason: expect.any(String) });
        expect((await harness.gateway.refund(refundOf(payment, 51_000))).status).toBe('succeeded');
        expect(harness.refundedAtProvider(payment.paymentReference)).toBe(AMOUNT);
      });
    }

    if (capabilities.refundStatus) {
      it('tells how a refund ended by our reference, and null for a reference it was never sent', async () => {
        const refund = refundOf(await paid());
        await harness.gateway.refund(refund);
        expect(await harness.gateway.refundStatus(refund.referenceId)).toEqual({ status: 'succeeded', providerReference: expect.any(String) });
        expect(await harness.gateway.refundStatus(crypto.randomUUID())).toBeNull();
      });
    } else {
      it('has nothing to tell about a refund later: the refund is asked for again instead', async () => {
        const refund = refundOf(await paid());
        await harness.gateway.refund(refund);
        expect(await harness.gateway.refundStatus(refund.referenceId)).toBeNull();
      });
    }
  });
}
