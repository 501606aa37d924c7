// The payments service over gRPC, for a gateway that runs it as its own process. Calls fail
// with GrpcCallError (httpStatus, message, errors), which the gateway's error handler reads.
// Who is calling travels as the caller's access token (request context), not in the messages.
import { createGrpcClient, GrpcApiClient, unary, type GrpcClientOptions } from '@shop/platform/grpc';
import { paymentsPb } from '@shop/proto';
import type {
  CardIntentSession,
  CardWebhookInput,
  CardInput,
  CardPaymentResult,
  OrderToPay,
  PaymentMethods,
  PaymentsApi,
  PaymentView,
  ProofView,
  SettleManuallyInput,
} from '../../api/payments-api';
import { cardIntentFromPb, cardResultFromPb, methodsFromPb, paymentFromPb } from './payments-grpc-mapping';

/** Money-moving calls are never retried blindly: only reads (and the idempotent callback and webhook). */
const IDEMPOTENT_METHODS = ['listMethods', 'checkStatus', 'listOrderPayments', 'mobileMoneyCallback', 'cardWebhook', 'proofOf'];

export class GrpcPaymentsApi extends GrpcApiClient<paymentsPb.PaymentsClient> implements PaymentsApi {
  /** `url`: PAYMENTS_GRPC_URL (`host:port` or `grpc://host:port`). */
  constructor(url: string, options: Omit<GrpcClientOptions, 'idempotent'> = {}) {
    super(createGrpcClient(paymentsPb.PaymentsClient, url, { deadlineMs: 30_000, ...options, idempotent: IDEMPOTENT_METHODS }));
  }

  async listMethods(totalForDialCode?: number): Promise<PaymentMethods> {
    return methodsFromPb(await unary(this.client, 'listMethods', { total: totalForDialCode }));
  }

  /** The payer is the caller of the access token; `userId` serves in-process callers only. */
  async requestMobileMoney(input: OrderToPay & { phone: string; wallet?: string; idempotencyKey?: string }): Promise<PaymentView> {
    const request = { orderId: input.orderId, phone: input.phone, idempotencyKey: input.idempotencyKey, wallet: input.wallet };
    return paymentFromPb(await unary(this.client, 'requestMobileMoney', request));
  }

  /** The owner checked is the caller of the access token; `userId` serves in-process callers only. */
  async checkStatus(input: { paymentId: string; userId?: string }): Promise<PaymentView> {
    return paymentFromPb(await unary(this.client, 'checkStatus', { paymentId: input.paymentId }));
  }

  async payByCard(input: OrderToPay & { card: CardInput; idempotencyKey?: string }): Promise<CardPaymentResult> {
    const card = { name: input.card?.name ?? '', number: input.card?.number ?? '', expiry: input.card?.expiry ?? '', cvv: input.card?.cvv ?? '' };
    const request = { orderId: input.orderId, card, idempotencyKey: input.idempotencyKey };
    return cardResultFromPb(await unary(this.client, 'payByCard', request));
  }

  /** The payer is the caller of the access token; `userId` serves in-process callers only. */
  async openCardIntent(input: OrderToPay & { idempotencyKey?: string }): Promise<CardIntentSession> {
    return cardIntentFromPb(await unary(this.client, 'openCardIntent', { orderId: input.orderId, idempotencyKey: input.idempotencyKey }));
  }

  async cardWebhook(input: CardWebhookInput): Promise<void> {
    await unary(this.client, 'cardWebhook', { payload: Buffer.from(input.payload), signature: input.signature });
  }

  async submitProof(input: OrderToPay & { fileKey: string }): Promise<PaymentView> {
    return paymentFromPb(await unary(this.client, 'submitProof', { orderId: input.orderId, fileKey: input.fileKey }));
  }

  async proofOf(input: { name: string; userId?: string }): Promise<ProofView> {
    const { name, fileKey, paymentId, orderId, userId } = await unary(this.client, 'proofOf', { name: input.name });
    return { name, fileKey, paymentId, orderId, userId };
  }

  async settleManually(input: SettleManuallyInput): Promise<PaymentView> {
    const request = { paymentId: input.paymentId, orderId: input.orderId, status: input.status, note: input.note };
    return paymentFromPb(await unary(this.client, 'settleManually', request));
  }

  async listForOrder(orderId: string): Promise<PaymentView[]> {
    return (await unary(this.client, 'listOrderPayments', { id: orderId })).payments.map(paymentFromPb);
  }

  async mobileMoneyCallback(input: { referenceId?: string; externalId?: string }): Promise<void> {
    await unary(this.client, 'mobileMoneyCallback', { referenceId: input.referenceId, externalId: input.externalId });
  }
}
