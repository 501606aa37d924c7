import { afterEach, describe, expect, it } from 'vitest';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRecord } from '../payment/payment';
import type { PaymentsRules } from '../payments-ports';
import type { MobileMoneyGateway, MobileMoneyStatusReport } from '../ports/mobile-money-gateway.port';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { Outcome, Settlement } from '../settlement/settlement';
import { PollPayments } from './poll-payments.use-case';

/** The service's clock, moved by the test: no timer runs and nothing sleeps. */
class ManualClock {
  private at = Date.parse('2026-11-23T10:00:00.000Z');
  now = () => new Date(this.at);
  advance(ms: number) {
    this.at += ms;
  }
}

const SPEC = { pollIntervalMs: 10_000, pollDeadlineMs: 300_000, firstPollDelayMs: 2_000, lateCheckIntervalMs: 60_000, lateCheckWindowMs: 30 * 60_000 };

describe('polling a mobile-money prompt (SPEC: every 10 s, at most 30 times)', () => {
  let shop: EmbeddedPayments | undefined;
  afterEach(() => shop?.close());

  it('looks first after 2 s, so a prompt approved at once is paid then; later looks come every 10 s', async () => {
    const clock = new ManualClock();
    shop = await embeddedPayments(SPEC, { clock });
    const approved = await shop.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000001' });
    const unanswered = await shop.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000003' });
    clock.advance(1_999);
    expect(await shop.poller.pollDue()).toBe(0);
    clock.advance(1);
    expect(await shop.poller.pollDue()).toBe(2);
    expect((await shop.ports.payments.findById(approved.paymentId))?.status).toBe('SUCCESSFUL');
    expect((await shop.outbox()).map((entry) => entry.event.data)).toMatchObject([{ paymentId: approved.paymentId, status: 'paid' }]);

    clock.advance(9_999);
    expect(await shop.poller.pollDue()).toBe(0);
    clock.advance(1);
    expect(await shop.poller.pollDue()).toBe(1);
    expect((await shop.ports.payments.findById(unanswered.paymentId))?.attempts).toBe(2);
  });

  it('times an unanswered prompt out after 5 minutes, then checks it every minute for 30 minutes for a late approval', async () => {
    const clock = new ManualClock();
    shop = await embeddedPayments(SPEC, { clock });
    const payment = await shop.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000003' });
    for (let elapsed = 0; elapsed <= 300_000; elapsed += 10_000) {
      await shop.poller.pollDue();
      clock.advance(elapsed === 0 ? 2_000 : 10_000);
    }
    await shop.poller.pollDue();
    const timedOut = await shop.ports.payments.findById(payment.paymentId);
    expect(timedOut).toMatchObject({ status: 'FAILED', reason: 'timed out' });
    expect(timedOut!.attempts).toBeLessThanOrEqual(31);

    // Still unanswered a minute later: asked, nothing changes.
    clock.advance(60_000);
    expect(await shop.late.checkDue()).toBe(1);
    expect(await shop.late.checkDue()).toBe(0);
    // The payer approves on their phone; the next late check records it as paid, once.
    shop.simulator.answer(payment.referenceId, { status: 'SUCCESSFUL' });
    clock.advance(59_999);
    expect(await shop.late.checkDue()).toBe(0);
    clock.advance(1);
    expect(await shop.late.checkDue()).toBe(1);
    expect(await shop.ports.payments.findById(payment.paymentId)).toMatchObject({ status: 'SUCCESSFUL', note: 'Approved at the provider after the request had timed out' });
    clock.advance(60_000);
    expect(await shop.late.checkDue()).toBe(0);
    expect((await shop.outbox()).sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).map((entry) => (entry.event.data as { status: string }).status)).toEqual(['failed', 'paid']);
  });

  it('stops the late checks when the window closes', async () => {
    const clock = new ManualClock();
    shop = await embeddedPayments({ ...SPEC, pollDeadlineMs: 10_000 }, { clock });
    const payment = await shop.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000003' });
    clock.advance(10_000);
    await shop.poller.pollDue();
    expect((await shop.ports.payments.findById(payment.paymentId))?.status).toBe('FAILED');
    let checks = 0;
    for (let minute = 1; minute <= 40; minute += 1) {
      clock.advance(60_000);
      checks += await shop.late.checkDue();
    }
    expect(checks).toBe(30);
    expect((await shop.ports.payments.findById(payment.paymentId))?.lateCheckAt).toBeUndefined();
  });
});

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const RULES = { pollIntervalMs: 10_000, lateCheckIntervalMs: 60_000, lateCheckWindowMs: 1_800_000 } as PaymentsRules;

/** A poller over a store that records the polls it hands out (`claims: false`: another poller holds it). */
function pollerOf(report: () => Promise<MobileMoneyStatusReport | null>, options: { claims?: boolean; current?: PaymentRecord | null } = {}) {
  const claims: Array<{ seen: number | undefined; next: number; polledAt: string }> = [];
  const asked: string[] = [];
  const settled: Array<{ outcome: Outcome; from?: readonly string[] }> = [];
  let polled: PaymentRecord | undefined;
  const payments = {
    claimPoll: async (_id: string, seen: number | undefined, next: number, polledAt: string) => {
      claims.push({ seen, next, polledAt });
      return options.claims === false || !polled ? null : { ...polled, nextPollAt: next, attempts: polled.attempts + 1 };
    },
    findById: async () => options.current ?? null,
  } as Partial<PaymentRepository> as PaymentRepository;
  const momo = { testMode: true, getStatus: async (referenceId: string) => (asked.push(referenceId), report()) } as MobileMoneyGateway;
  const settlement = {
    settle: async (payment: PaymentRecord, outcome: Outcome, from?: readonly string[]) => {
      settled.push({ outcome, from });
      return { payment: { ...payment, status: outcome.status }, settledNow: true };
    },
  } as Partial<Settlement> as Settlement;
  const { logger, lines } = capturedLogger();
  const poller = new PollPayments({
    payments,
    wallets: { mtn: momo, airtel: momo },
    settlement,
    clock: { now: () => new Date(NOW) },
    logger,
    rules: RULES,
  });
  const poll = (payment: PaymentRecord) => {
    polled = payment;
    return poller.poll(payment);
  };
  return { poll, claims, asked, settled, lines };
}

const pending = async (): Promise<MobileMoneyStatusReport> => ({ status: 'PENDING' });
const beforeDeadline = { deadlineAt: NOW + 60_000, nextPollAt: NOW };
const pastDeadline = { deadlineAt: NOW, nextPollAt: NOW };
const LATE_CHECKS = { next: NOW + 60_000, until: NOW + 1_800_000 };

describe('polling a payment', () => {
  it.each([
    ['paid', aPayment({ status: 'SUCCESSFUL' })],
    ['failed', aPayment({ status: 'FAILED', reason: 'timed out' })],
  ])('leaves a %s payment alone', async (_case, payment) => {
    const shop = pollerOf(pending);
    expect(await shop.poll(payment)).toBe(payment);
    expect(shop.claims).toEqual([]);
  });

  it('takes the next poll at the interval, or at the deadline when that comes first', async () => {
    const shop = pollerOf(pending);
    await shop.poll(aPayment({ nextPollAt: NOW - 5, deadlineAt: NOW + 60_000 }));
    await shop.poll(aPayment({ nextPollAt: NOW - 5, deadlineAt: NOW + 4_000 }));
    await shop.poll(aPayment({ nextPollAt: undefined }));
    const polledAt = new Date(NOW).toISOString();
    expect(shop.claims).toEqual([
      { seen: NOW - 5, next: NOW + 10_000, polledAt },
      { seen: NOW - 5, next: NOW + 4_000, polledAt },
      { seen: undefined, next: NOW + 10_000, polledAt },
    ]);
  });

  it('does not ask the provider when another poll holds the payment, and answers it as it now stands', async () => {
    const current = aPayment({ attempts: 3 });
    const shop = pollerOf(pending, { claims: false, current });
    expect(await shop.poll(aPayment({ id: current.id }))).toBe(current);
    expect(shop.asked).toEqual([]);
    const payment = aPayment();
    expect(await pollerOf(pending, { claims: false, current: null }).poll(payment)).toBe(payment);
  });

  it('keeps a prompt the provider still waits on, or cannot be asked about, until the deadline', async () => {
    for (const report of [pending, async () => Promise.reject(new Error('MoMo did not answer')), async () => null]) {
      const shop = pollerOf(report);
      expect((await shop.poll(aPayment(beforeDeadline))).status).toBe('PENDING');
      expect((await shop.poll(aPayment({ nextPollAt: NOW }))).status).toBe('PENDING');
      expect(shop.settled).toEqual([]);
    }
  });

  it.each([
    ['times out a prompt still waiting', pending, 'timed out'],
    ['times out a prompt the provider could not be asked about', async () => Promise.reject(new Error('MoMo did not answer')), 'timed out'],
    ['fails a prompt the provider never heard of', async () => null, 'The payment request was not found at the provider'],
  ])('at the deadline, %s, and keeps checking it for a late approval', async (_case, report, reason) => {
    const shop = pollerOf(report as () => Promise<MobileMoneyStatusReport | null>);
    await shop.poll(aPayment(pastDeadline));
    expect(shop.settled).toEqual([{ outcome: { status: 'FAILED', reason, lateChecks: LATE_CHECKS }, from: ['PENDING'] }]);
  });

  it('settles an approval paid with the provider’s transaction id', async () => {
    const shop = pollerOf(async () => ({ status: 'SUCCESSFUL', financialTransactionId: 'fin-1' }));
    await shop.poll(aPayment(beforeDeadline));
    expect(shop.settled).toEqual([{ outcome: { status: 'SUCCESSFUL', providerReference: 'fin-1' }, from: undefined }]);
  });

  it('fails a refusal with the provider’s reason, or a plain FAILED when it gives none', async () => {
    const refused = pollerOf(async () => ({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }));
    await refused.poll(aPayment(beforeDeadline));
    const silent = pollerOf(async () => ({ status: 'FAILED' }));
    await silent.poll(aPayment(beforeDeadline));
    expect([...refused.settled, ...silent.settled]).toEqual([
      { outcome: { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }, from: ['PENDING'] },
      { outcome: { status: 'FAILED', reason: 'FAILED' }, from: ['PENDING'] },
    ]);
  });

  it('fails a card payment still running at its deadline as interrupted, without late checks or asking MoMo', async () => {
    const shop = pollerOf(pending);
    expect((await shop.poll(aPayment({ method: 'stripe', ...beforeDeadline }))).status).toBe('PENDING');
    await shop.poll(aPayment({ method: 'stripe', ...pastDeadline }));
    expect(shop.settled).toEqual([{ outcome: { status: 'FAILED', reason: 'The card payment was interrupted' }, from: ['PENDING'] }]);
    expect(shop.asked).toEqual([]);
  });
});

describe('a poll the provider could not answer', () => {
  it('is logged as a warning naming the payment', async () => {
    const shop = pollerOf(async () => Promise.reject(new Error('MoMo did not answer')));
    const payment = aPayment(beforeDeadline);
    await shop.poll(payment);
    expect(shop.lines).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: payment.id, msg: expect.stringMatching(/\S/) })]);
  });
});
