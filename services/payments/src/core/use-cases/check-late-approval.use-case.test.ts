import { describe, expect, it } from 'vitest';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import type { PaymentChange, PaymentRecord } from '../payment/payment';
import type { PaymentsRules } from '../payments-ports';
import type { MobileMoneyGateway, MobileMoneyStatusReport } from '../ports/mobile-money-gateway.port';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { Outcome, Settlement } from '../settlement/settlement';
import { CheckLateApproval } from './check-late-approval.use-case';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const INTERVAL = 60_000;
const timedOut = (overrides: Partial<PaymentRecord> = {}) => aPayment({ status: 'FAILED', reason: 'timed out', lateCheckAt: NOW, lateCheckUntil: NOW + 30 * INTERVAL, ...overrides });

/**
 * A late check over a store that records its updates (`claims: false`: another round took the
 * payment first, and `current` is how it reads now) and a provider answering `report`.
 */
function lateCheck(report: () => Promise<MobileMoneyStatusReport | null>, options: { claims?: boolean; current?: PaymentRecord | null } = {}) {
  const updates: Array<{ from: readonly string[]; change: PaymentChange }> = [];
  const asked: string[] = [];
  const settled: Array<{ id: string; outcome: Outcome; from?: readonly string[] }> = [];
  const payments = {
    transition: async (id: string, from: readonly string[], change: PaymentChange) => {
      updates.push({ from, change });
      return options.claims === false ? null : ({ ...aPayment({ id, status: 'FAILED', reason: 'timed out' }), ...change.set } as PaymentRecord);
    },
    findById: async () => options.current ?? null,
  } as Partial<PaymentRepository> as PaymentRepository;
  const momo = { testMode: true, getStatus: async (referenceId: string) => (asked.push(referenceId), report()) } as MobileMoneyGateway;
  const settlement = {
    settle: async (payment: PaymentRecord, outcome: Outcome, from?: readonly string[]) => {
      settled.push({ id: payment.id, outcome, from });
      return { payment: { ...payment, status: outcome.status }, settledNow: true };
    },
  } as Partial<Settlement> as Settlement;
  const { logger, lines } = capturedLogger();
  const check = new CheckLateApproval({
    payments,
    wallets: { mtn: momo, airtel: momo },
    settlement,
    clock: { now: () => new Date(NOW) },
    logger,
    rules: { lateCheckIntervalMs: INTERVAL } as PaymentsRules,
  });
  return { check, updates, asked, settled, lines };
}

const still = async (): Promise<MobileMoneyStatusReport> => ({ status: 'PENDING' });
const SCHEDULED_NEXT = { from: ['FAILED'], change: { set: { lateCheckAt: NOW + INTERVAL, updatedAt: new Date(NOW).toISOString() } } };
const SCHEDULE_ENDED = { from: ['FAILED'], change: { set: { updatedAt: new Date(NOW).toISOString() }, unset: ['lateCheckAt', 'lateCheckUntil'] } };

describe('asking again about a prompt that timed out', () => {
  it.each([
    ['a paid prompt', aPayment({ status: 'SUCCESSFUL' })],
    ['a prompt the shopper refused', aPayment({ status: 'FAILED', reason: 'APPROVAL_REJECTED' })],
    ['a prompt still waiting', aPayment({ status: 'PENDING' })],
  ])('leaves %s alone', async (_case, payment) => {
    const { check, updates, asked } = lateCheck(still);
    expect(await check.check(payment)).toBe(payment);
    expect(updates).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('moves the next check on before asking, while the window lasts', async () => {
    const payment = timedOut({ lateCheckUntil: NOW + INTERVAL });
    const { check, updates, asked } = lateCheck(still);
    const after = await check.check(payment);
    expect(updates).toEqual([SCHEDULED_NEXT]);
    expect(asked).toEqual([after.referenceId]);
    expect(after.lateCheckAt).toBe(NOW + INTERVAL);
  });

  it.each([
    ['once the window has closed', { lateCheckUntil: NOW + INTERVAL - 1 }],
    ['when it was never scheduled (a callback named it)', { lateCheckUntil: undefined }],
  ])('ends the schedule %s, still asking this once', async (_case, overrides) => {
    const { check, updates, asked } = lateCheck(still);
    await check.check(timedOut(overrides));
    expect(updates).toEqual([SCHEDULE_ENDED]);
    expect(asked).toHaveLength(1);
  });

  it('does not ask when another round took the payment first, and answers it as it now stands', async () => {
    const current = timedOut({ lateCheckAt: NOW + INTERVAL });
    const { check, asked } = lateCheck(still, { claims: false, current });
    expect(await check.check(timedOut({ id: current.id }))).toBe(current);
    expect(asked).toEqual([]);
    const payment = timedOut();
    expect(await lateCheck(still, { claims: false, current: null }).check.check(payment)).toBe(payment);
  });

  it('settles a late approval paid, with the provider’s reference and a note saying it came late', async () => {
    const { check, settled, lines } = lateCheck(async () => ({ status: 'SUCCESSFUL', financialTransactionId: 'fin-7' }));
    const payment = timedOut();
    expect((await check.check(payment)).status).toBe('SUCCESSFUL');
    // Orders may have to refund it: the late approval is logged with the payment and its order.
    expect(lines).toEqual([expect.objectContaining({ level: LOG_LEVEL.info, paymentId: payment.id, orderId: expect.any(String), msg: expect.stringMatching(/\S/) })]);
    expect(settled).toEqual([
      {
        id: payment.id,
        outcome: { status: 'SUCCESSFUL', note: 'Approved at the provider after the request had timed out', approvedLate: true, providerReference: 'fin-7' },
        from: ['FAILED'],
      },
    ]);
  });

  it('stops asking once the provider says the shopper refused', async () => {
    const { check, updates, settled } = lateCheck(async () => ({ status: 'FAILED', reason: 'APPROVAL_REJECTED' }));
    const after = await check.check(timedOut());
    expect(updates).toEqual([SCHEDULED_NEXT, SCHEDULE_ENDED]);
    expect(settled).toEqual([]);
    expect(after.status).toBe('FAILED');
    expect(after.lateCheckAt).toBeUndefined();
  });

  it.each([
    ['the provider does not know the prompt', async () => null],
    ['the provider cannot be reached', async () => Promise.reject(new Error('MoMo did not answer'))],
  ])('keeps the schedule when %s', async (_case, report) => {
    const { check, updates, settled } = lateCheck(report);
    const after = await check.check(timedOut());
    expect(updates).toEqual([SCHEDULED_NEXT]);
    expect(settled).toEqual([]);
    expect(after).toMatchObject({ status: 'FAILED', lateCheckAt: NOW + INTERVAL });
  });
});

describe('a late check the provider could not answer', () => {
  it('is logged as a warning naming the payment', async () => {
    const { check, lines } = lateCheck(async () => Promise.reject(new Error('MoMo did not answer')));
    const payment = timedOut();
    await check.check(payment);
    expect(lines).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: payment.id, msg: expect.stringMatching(/\S/) })]);
  });
});
