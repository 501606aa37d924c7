import { describe, expect, it } from 'vitest';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import type { ProofSubmittedEvent } from '../ports/payment-events.port';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { PaymentRecord } from './payment';
import { ProofAnnouncement } from './proof-announcement';

const SUBMITTED_AT = '2026-11-23T10:00:00.000Z';
const EVENT_ID = 'e'.repeat(24);
const PROOF = { fileKey: 'payment-proofs/0123456789abcdef0123456789abcdef.png', name: '0123456789abcdef0123456789abcdef', submittedAt: SUBMITTED_AT };

function announcementOver(unrecorded: PaymentRecord[], options: { eventsFail?: boolean } = {}) {
  const recorded: ProofSubmittedEvent[] = [];
  const marked: Array<[string, string]> = [];
  const payments = {
    findUnrecordedProofs: async () => unrecorded,
    markProofRecorded: async (id: string, eventId: string) => void marked.push([id, eventId]),
  } as Partial<PaymentRepository> as PaymentRepository;
  const events = {
    paymentSettled: async () => undefined,
    paymentRefunded: async () => undefined,
    adminAction: async () => undefined,
    proofSubmitted: async (event: ProofSubmittedEvent) => {
      if (options.eventsFail) throw new Error('outbox unavailable');
      recorded.push(event);
    },
  };
  const { logger, lines } = capturedLogger();
  const proofs = new ProofAnnouncement({ payments, events, logger });
  return { proofs, recorded, marked, lines };
}

describe('the proof sweep', () => {
  it('records a submitted proof under its fixed id and submission time, then marks it recorded', async () => {
    const payment = aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION', proof: PROOF, proofEventId: EVENT_ID });
    const { proofs, recorded, marked } = announcementOver([payment]);
    expect(await proofs.recordPending()).toBe(1);
    expect(recorded).toEqual([
      {
        id: EVENT_ID,
        occurredAt: new Date(SUBMITTED_AT),
        data: { paymentId: payment.id, orderId: payment.orderId, orderNumber: payment.orderNumber, userId: payment.userId, submittedAt: SUBMITTED_AT },
      },
    ]);
    expect(marked).toEqual([[payment.id, EVENT_ID]]);
  });

  it.each([
    ['no event id', { proof: PROOF }],
    ['no proof', { proofEventId: EVENT_ID }],
  ])('skips a payment with %s', async (_case, fields) => {
    const { proofs, recorded, marked } = announcementOver([aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION', ...fields })]);
    expect(await proofs.recordPending()).toBe(1);
    expect(recorded).toEqual([]);
    expect(marked).toEqual([]);
  });
});

describe('announcing a submitted proof', () => {
  it('leaves an event the outbox could not take to the sweep, with a warning naming the payment', async () => {
    const payment = aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION', proof: PROOF, proofEventId: EVENT_ID });
    const { proofs, marked, lines } = announcementOver([], { eventsFail: true });
    await proofs.announce(payment);
    expect(marked).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: payment.id, msg: expect.stringMatching(/\S/) })]);
  });
});
