// PaymentsApi shapes <-> payments.proto messages, for both the server and the client adapter.
import { isPaymentMethod, isWallet, type PaymentMethod, type Wallet } from '@shop/domain';
import type { paymentsPb } from '@shop/proto';
import {
  PAYMENT_STATES,
  type CardIntentSession,
  type CardPaymentResult,
  type PaymentMethodInfo,
  type PaymentMethods,
  type PaymentState,
  type PaymentView,
} from '../../api/payments-api';

export function methodsToPb(methods: PaymentMethods): paymentsPb.PaymentMethodsReply {
  const reply: paymentsPb.PaymentMethodsReply = { methods: {} };
  for (const info of Object.values(methods)) if (info) reply.methods[info.id] = { ...info, wallets: (info.wallets ?? []).map((wallet) => ({ ...wallet })) };
  return reply;
}

export function methodsFromPb(reply: paymentsPb.PaymentMethodsReply): PaymentMethods {
  const methods: PaymentMethods = {};
  for (const [id, method] of Object.entries(reply.methods)) {
    if (!isPaymentMethod(id)) continue;
    const info: PaymentMethodInfo = { id, name: method.name, instructions: method.instructions, enabled: method.enabled, testMode: method.testMode };
    if (method.dialCode !== undefined) info.dialCode = method.dialCode;
    if (method.merchantCode !== undefined) info.merchantCode = method.merchantCode;
    if (method.supportPhone !== undefined) info.supportPhone = method.supportPhone;
    if (method.publishableKey !== undefined && method.publishableKey !== '') info.publishableKey = method.publishableKey;
    const wallets = method.wallets.filter((wallet) => isWallet(wallet.id));
    if (wallets.length > 0) info.wallets = wallets.map((wallet) => ({ id: wallet.id as Wallet, name: wallet.name, enabled: wallet.enabled, testMode: wallet.testMode }));
    methods[id] = info;
  }
  return methods;
}

export function paymentToPb(view: PaymentView): paymentsPb.Payment {
  return { ...view, card: view.card ? { ...view.card } : undefined, proof: view.proof ? { ...view.proof } : undefined };
}

export function paymentFromPb(payment: paymentsPb.Payment | undefined): PaymentView {
  if (!payment) throw new Error('payments answered without a payment');
  const view: PaymentView = {
    paymentId: payment.paymentId,
    orderId: payment.orderId,
    orderNumber: payment.orderNumber,
    userId: payment.userId,
    method: payment.method as PaymentMethod,
    amount: payment.amount,
    currency: 'RWF',
    status: stateOf(payment.status),
    referenceId: payment.referenceId,
    attempts: payment.attempts,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
  for (const field of ['reason', 'providerReference', 'phone', 'settledAt', 'settledBy', 'note'] as const) {
    if (payment[field] !== undefined) view[field] = payment[field];
  }
  if (isWallet(payment.wallet)) view.wallet = payment.wallet;
  if (payment.card) view.card = { brand: payment.card.brand, last4: payment.card.last4 };
  if (payment.proof) view.proof = { fileKey: payment.proof.fileKey, name: payment.proof.name, submittedAt: payment.proof.submittedAt };
  return view;
}

export function cardResultToPb(result: CardPaymentResult): paymentsPb.CardPaymentReply {
  return { ...result, card: { ...result.card } };
}

export function cardResultFromPb(reply: paymentsPb.CardPaymentReply): CardPaymentResult {
  return {
    success: reply.success,
    paymentId: reply.paymentId,
    referenceId: reply.referenceId,
    paymentIntentId: reply.paymentIntentId,
    status: reply.status === 'succeeded' ? 'succeeded' : 'failed',
    message: reply.message,
    card: { brand: reply.card?.brand ?? 'card', last4: reply.card?.last4 ?? '' },
  };
}

export function cardIntentToPb(session: CardIntentSession): paymentsPb.CardIntentReply {
  return { paymentId: session.paymentId, clientSecret: session.clientSecret, publishableKey: session.publishableKey };
}

export function cardIntentFromPb(reply: paymentsPb.CardIntentReply): CardIntentSession {
  return { paymentId: reply.paymentId, clientSecret: reply.clientSecret, publishableKey: reply.publishableKey };
}

function stateOf(status: string): PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(status) ? (status as PaymentState) : 'PENDING';
}
