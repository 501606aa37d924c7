// The use cases behind the PaymentsApi, wired to the given ports (no I/O of its own).
import type { PaymentsApi } from './api/payments-api';
import type { PaymentsPorts } from './core/payments-ports';
import { ProofAnnouncement } from './core/payment/proof-announcement';
import { Settlement } from './core/settlement/settlement';
import { CheckLateApproval } from './core/use-cases/check-late-approval.use-case';
import { CheckStatus } from './core/use-cases/check-status.use-case';
import { ListMethods } from './core/use-cases/list-methods.use-case';
import { ListOrderPayments } from './core/use-cases/list-order-payments.use-case';
import { MobileMoneyCallback } from './core/use-cases/mobile-money-callback.use-case';
import { PayByCard } from './core/use-cases/pay-by-card.use-case';
import { PollPayments } from './core/use-cases/poll-payments.use-case';
import { ProofOf } from './core/use-cases/proof-of.use-case';
import { RecheckOrderPayments } from './core/use-cases/recheck-order-payments.use-case';
import { RequestMobileMoney } from './core/use-cases/request-mobile-money.use-case';
import { SettleManually } from './core/use-cases/settle-manually.use-case';
import { SubmitProof } from './core/use-cases/submit-proof.use-case';
import { RefundPayment } from './core/use-cases/refund-payment.use-case';
import { CheckRefunds } from './core/use-cases/check-refunds.use-case';
import type { CardEvents, CardIntents } from './core/use-cases/card-form.port';
import { withCardForm } from './core/use-cases/card-form-offer';
import { OpenCardIntent } from './core/use-cases/open-card-intent.use-case';
import { SettleCardEvent } from './core/use-cases/settle-card-event.use-case';

/** The card provider's own form, where it is set up (Stripe with its publishable key and webhook secret). */
export interface CardFormPorts {
  /** Opens payments for the form; absent: the form is not offered. */
  intents?: CardIntents;
  /** Verifies the provider's signed events; absent: every event is refused. */
  cardEvents?: CardEvents;
  /** How long a payment in the form waits for the shopper (card, 3-D Secure) before it fails. Default 15 minutes. */
  windowMs?: number;
}

export const CARD_FORM_WINDOW_MS = 15 * 60_000;

export interface WiredPayments {
  api: PaymentsApi;
  /** Run by the service's timer: polls due payments. */
  poller: PollPayments;
  /** Run by the service's timer: asks again about prompts that timed out. */
  late: CheckLateApproval;
  /** Run by the service's timer: records settlements the outbox is missing. */
  settlement: Settlement;
  /** Run by the service's timer: records submitted proofs the outbox is missing. */
  proofs: ProofAnnouncement;
  /** Run by the payment.check-requested consumer: asks the provider about an order's open payments. */
  recheck: RecheckOrderPayments;
  /** Run by the order.refund-requested consumer: pays the money back. */
  refund: RefundPayment;
  /** Run by the service's timer: asks again about refunds not yet confirmed. */
  refunds: CheckRefunds;
}

export function paymentsApiOf(ports: PaymentsPorts, cardForm: CardFormPorts = {}): WiredPayments {
  const settlement = new Settlement(ports);
  const poller = new PollPayments({ ...ports, settlement });
  const late = new CheckLateApproval({ ...ports, settlement });
  const methods = new ListMethods(ports);
  const requestMomo = new RequestMobileMoney(ports);
  const checkStatus = new CheckStatus({ ...ports, poller, late });
  const payByCard = new PayByCard({ ...ports, settlement });
  const proofs = new ProofAnnouncement(ports);
  const submitProof = new SubmitProof({ ...ports, proofs });
  const settleManually = new SettleManually({ ...ports, settlement });
  const listForOrder = new ListOrderPayments(ports);
  const callback = new MobileMoneyCallback({ ...ports, poller, late });
  const proofOf = new ProofOf(ports);
  const recheck = new RecheckOrderPayments({ ...ports, poller, late });
  const { intents, cardEvents } = cardForm;
  const openCardIntent = new OpenCardIntent({ ...ports, settlement, intents, windowMs: cardForm.windowMs ?? CARD_FORM_WINDOW_MS });
  const cardWebhook = new SettleCardEvent({ ...ports, settlement, intents, cardEvents });
  const cardOffer = { publishableKey: intents?.publishableKey, cardFieldsTaken: ports.cards.testMode };
  const api: PaymentsApi = {
    listMethods: async (total) => withCardForm(await methods.execute(total), cardOffer),
    requestMobileMoney: (input) => requestMomo.execute(input),
    checkStatus: (input) => checkStatus.execute(input),
    payByCard: (input) => payByCard.execute(input),
    openCardIntent: (input) => openCardIntent.execute(input),
    cardWebhook: (input) => cardWebhook.execute(input),
    submitProof: (input) => submitProof.execute(input),
    proofOf: (input) => proofOf.execute(input),
    settleManually: (input) => settleManually.execute(input),
    listForOrder: (orderId) => listForOrder.execute(orderId),
    mobileMoneyCallback: (input) => callback.execute(input),
  };
  return { api, poller, late, settlement, proofs, recheck, refund: new RefundPayment(ports), refunds: new CheckRefunds(ports) };
}
