import { afterEach, describe, expect, it } from 'vitest';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';

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
