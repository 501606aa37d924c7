import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import type { PaymentChange, PaymentRecord } from '../payment/payment';
import type { PaymentSettledEvent } from '../ports/payment-events.port';
import type { PaymentRepository } from '../ports/payment-repository.port';
import { settledData, Settlement, type Outcome } from './settlement';

const NOW = '2026-11-23T10:00:00.000Z';
const EVENT_ID = 'e'.repeat(24);

/**
 * A store that records the settling update it is sent. `settles: false` stands for a payment
 * another caller settled first (`current` is how it reads now); `eventsFail` for an outbox write
 * that did not happen. `inUnit` lists the writes made inside the unit of work.
 */
function settlementOver(options: { settles?: boolean; current?: PaymentRecord | null; unrecorded?: PaymentRecord[]; eventsFail?: boolean } = {}) {
  const changes: Array<{ id: string; from: readonly string[]; change: PaymentChange }> = [];
  const recorded: PaymentSettledEvent[] = [];
  const marked: string[] = [];
  const inUnit: string[] = [];
  let open = false;
  const unitOfWork = {
    run: async <R>(work: () => Promise<R>) => {
      open = true;
      try {
        return await work();
      } finally {
        open = false;
      }
    },
  };
  const payments = {
    transition: async (id: string, from: readonly string[], change: PaymentChange) => {
      changes.push({ id, from, change });
      if (open) inUnit.push('settlement');
      return options.settles === false ? null : ({ ...aPayment({ id }), ...change.set } as PaymentRecord);
    },
    findById: async () => options.current ?? null,
    findUnrecordedSettlements: async () => options.unrecorded ?? [],
    markSettlementRecorded: async (id: string) => {
      marked.push(id);
      if (open) inUnit.push('marked');
    },
  } as Partial<PaymentRepository> as PaymentRepository;
  const events = {
    paymentSettled: async (event: PaymentSettledEvent) => {
      if (options.eventsFail) throw new Error('outbox unavailable');
      recorded.push(event);
      if (open) inUnit.push('event');
    },
    proofSubmitted: async () => undefined,
    paymentRefunded: async () => undefined,
    adminAction: async () => undefined,
  };
  const { logger } = capturedLogger();
  const settlement = new Settlement({
    payments,
    events,
    clock: { now: () => new Date(NOW) },
    ids: { objectId: () => EVENT_ID, uuid: () => 'unused' },
    logger,
    unitOfWork,
  });
  return { settlement, changes, recorded, marked, inUnit };
}

describe('settling a payment', () => {
  it('closes it for good: out of its open slot and the poll schedule, with the event still to record', async () => {
    const { settlement, changes } = settlementOver();
    const payment = aPayment();
    await settlement.settle(payment, { status: 'SUCCESSFUL' });
    expect(changes).toStrictEqual([
      {
        id: payment.id,
        from: ['PENDING', 'AWAITING_VERIFICATION'],
        change: {
          set: { status: 'SUCCESSFUL', updatedAt: NOW, settledAt: NOW, settlementEventId: EVENT_ID, settlementRecorded: false },
          unset: ['openOrderId', 'nextPollAt', 'deadlineAt', 'lateCheckAt', 'lateCheckUntil'],
        },
      },
    ]);
  });

  it('keeps what the decision says: reason, provider reference, who decided and their note', async () => {
    const { settlement, changes } = settlementOver();
    const outcome: Outcome = { status: 'FAILED', reason: 'Amount does not match', providerReference: 'pi_9', settledBy: 'admin-1', note: 'checked the statement' };
    await settlement.settle(aPayment({ status: 'AWAITING_VERIFICATION' }), outcome);
    expect(changes[0]?.change.set).toStrictEqual({
      status: 'FAILED',
      updatedAt: NOW,
      settledAt: NOW,
      settlementEventId: EVENT_ID,
      settlementRecorded: false,
      reason: 'Amount does not match',
      providerReference: 'pi_9',
      settledBy: 'admin-1',
      note: 'checked the statement',
    });
  });

  it('a prompt failed for want of an answer stays on the late-check schedule', async () => {
    const { settlement, changes } = settlementOver();
    await settlement.settle(aPayment(), { status: 'FAILED', reason: 'timed out', lateChecks: { next: 1_000, until: 9_000 } }, ['PENDING']);
    expect(changes[0]).toStrictEqual({
      id: changes[0]!.id,
      from: ['PENDING'],
      change: {
        set: { status: 'FAILED', updatedAt: NOW, settledAt: NOW, settlementEventId: EVENT_ID, settlementRecorded: false, reason: 'timed out', lateCheckAt: 1_000, lateCheckUntil: 9_000 },
        unset: ['openOrderId', 'nextPollAt', 'deadlineAt'],
      },
    });
  });

  it('a new failure reason replaces the earlier one', async () => {
    const { settlement, changes } = settlementOver();
    await settlement.settle(aPayment({ reason: 'timed out' }), { status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    expect(changes[0]?.change.unset).toEqual(['openOrderId', 'nextPollAt', 'deadlineAt', 'lateCheckAt', 'lateCheckUntil']);
    expect(changes[0]?.change.set.reason).toBe('APPROVAL_REJECTED');
  });

  it('a late approval drops the earlier failure’s reason', async () => {
    const { settlement, changes } = settlementOver();
    await settlement.settle(aPayment({ status: 'FAILED', reason: 'timed out' }), { status: 'SUCCESSFUL', approvedLate: true }, ['FAILED']);
    expect(changes[0]?.change.unset).toEqual(['openOrderId', 'nextPollAt', 'deadlineAt', 'lateCheckAt', 'lateCheckUntil', 'reason']);
    expect(changes[0]?.change.set.approvedLate).toBe(true);
  });

  it('a payment another caller settled first is answered as it now stands, unchanged', async () => {
    const current = aPayment({ status: 'SUCCESSFUL' });
    const raced = settlementOver({ settles: false, current });
    const settled = await raced.settlement.settle(aPayment({ id: current.id }), { status: 'FAILED', reason: 'late' });
    expect(settled).toEqual({ payment: current, settledNow: false });
    expect(raced.recorded).toEqual([]);

    const payment = aPayment();
    const gone = settlementOver({ settles: false, current: null });
    expect(await gone.settlement.settle(payment, { status: 'SUCCESSFUL' })).toEqual({ payment, settledNow: false });
  });

  it('writes the settlement and its event in one unit of work, and says the event is recorded', async () => {
    const { settlement, inUnit } = settlementOver();
    const settled = await settlement.settle(aPayment(), { status: 'SUCCESSFUL' });
    expect(inUnit).toEqual(['settlement', 'event', 'marked']);
    expect(settled.payment.settlementRecorded).toBe(true);
  });

  it('fails as a whole when the event cannot be written, so the store keeps neither', async () => {
    const { settlement, marked, inUnit } = settlementOver({ eventsFail: true });
    await expect(settlement.settle(aPayment(), { status: 'SUCCESSFUL' })).rejects.toThrow('outbox unavailable');
    expect(inUnit).toEqual(['settlement']);
    expect(marked).toEqual([]);
  });
});

describe('the settlement sweep', () => {
  it('records the event of a settled payment under its fixed id and time, then marks it recorded', async () => {
    const payment = aPayment({ status: 'SUCCESSFUL', settledAt: NOW, settlementEventId: EVENT_ID, settlementRecorded: false, providerReference: 'fin-1' });
    const { settlement, recorded, marked } = settlementOver({ unrecorded: [payment] });
    expect(await settlement.recordPending()).toBe(1);
    expect(recorded).toEqual([{ id: EVENT_ID, occurredAt: new Date(NOW), data: settledData(payment) }]);
    expect(marked).toEqual([payment.id]);
  });

  it.each([
    ['no event id', { settledAt: NOW }],
    ['no settlement time', { settlementEventId: EVENT_ID }],
  ])('skips a payment with %s', async (_case, fields) => {
    const { settlement, recorded, marked } = settlementOver({ unrecorded: [aPayment({ status: 'SUCCESSFUL', ...fields })] });
    expect(await settlement.recordPending()).toBe(1);
    expect(recorded).toEqual([]);
    expect(marked).toEqual([]);
  });
});

describe('what payment.settled tells the orders service', () => {
  it('a plain payment: id, order, paid or failed, method and amount', () => {
    const payment = aPayment({ status: 'SUCCESSFUL' });
    expect(settledData(payment)).toStrictEqual({ paymentId: payment.id, orderId: payment.orderId, status: 'paid', method: 'momo', amount: 151_000, currency: 'RWF' });
  });

  it('with the provider reference, the reason and a late approval when there are', () => {
    const payment = aPayment({ status: 'FAILED', reason: 'APPROVAL_REJECTED', providerReference: 'fin-2', approvedLate: true });
    expect(settledData(payment)).toStrictEqual({
      paymentId: payment.id,
      orderId: payment.orderId,
      status: 'failed',
      method: 'momo',
      amount: 151_000,
      currency: 'RWF',
      providerReference: 'fin-2',
      reason: 'APPROVAL_REJECTED',
      approvedLate: true,
    });
  });
});
