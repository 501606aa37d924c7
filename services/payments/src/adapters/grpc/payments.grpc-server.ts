import { callerAccount, callerActor, type GrpcAccessTable, type GrpcServiceRegistration } from '@shop/platform/grpc';
import { paymentsPb } from '@shop/proto';
import type { PaymentsApi } from '../../api/payments-api';
import { cardIntentToPb, cardResultToPb, methodsToPb, paymentToPb } from './payments-grpc-mapping';

const optional = <T>(value: T | undefined) => (value === undefined || value === '' ? undefined : value);

/**
 * Who may call each method, as the gateway's routes allow it one layer up. The payer, the owner
 * whose payment or proof is read, and the admin deciding are the caller of the access token.
 * An order's payment list (proofs included) is the admin's view.
 */
export const PAYMENTS_ACCESS = {
  listMethods: 'public',
  requestMobileMoney: 'user',
  checkStatus: 'user',
  payByCard: 'user',
  openCardIntent: 'user',
  // Stripe calls the gateway, which passes the event on; the signature decides, not the caller.
  cardWebhook: 'public',
  submitProof: 'user',
  proofOf: 'user',
  settleManually: 'admin',
  listOrderPayments: 'admin',
  mobileMoneyCallback: 'public',
} as const satisfies GrpcAccessTable<typeof paymentsPb.PaymentsService>;

/** A shopper reads only their own payments and proofs; an admin any (no owner to check). */
function ownerToCheck(): string | undefined {
  const actor = callerActor();
  return actor.role === 'ADMIN' ? undefined : actor.userId;
}

/**
 * The Payments gRPC service over a PaymentsApi. Handlers are async: what they throw (AppErrors)
 * is turned into a gRPC status with the HTTP status and field errors by the platform's server kit.
 */
export function paymentsGrpcService(api: PaymentsApi): GrpcServiceRegistration {
  const implementation: paymentsPb.PaymentsServer = {
    listMethods: async ({ request }, callback) => callback(null, methodsToPb(await api.listMethods(request.total))),
    requestMobileMoney: async ({ request }, callback) => {
      // The payer is the caller; payments asks orders, as them, for the order's total and owner.
      const input = {
        orderId: request.orderId,
        userId: callerActor().userId,
        phone: request.phone,
        wallet: optional(request.wallet),
        idempotencyKey: optional(request.idempotencyKey),
      };
      callback(null, paymentToPb(await api.requestMobileMoney(input)));
    },
    checkStatus: async ({ request }, callback) =>
      callback(null, paymentToPb(await api.checkStatus({ paymentId: request.paymentId, userId: ownerToCheck() }))),
    payByCard: async ({ request }, callback) => {
      const card = request.card ?? { name: '', number: '', expiry: '', cvv: '' };
      const input = { orderId: request.orderId, userId: callerActor().userId, card, idempotencyKey: optional(request.idempotencyKey) };
      callback(null, cardResultToPb(await api.payByCard(input)));
    },
    openCardIntent: async ({ request }, callback) => {
      const input = { orderId: request.orderId, userId: callerActor().userId, idempotencyKey: optional(request.idempotencyKey) };
      callback(null, cardIntentToPb(await api.openCardIntent(input)));
    },
    cardWebhook: async ({ request }, callback) => {
      await api.cardWebhook({ payload: request.payload, signature: request.signature });
      callback(null, {});
    },
    submitProof: async ({ request }, callback) =>
      callback(null, paymentToPb(await api.submitProof({ orderId: request.orderId, userId: callerActor().userId, fileKey: request.fileKey }))),
    proofOf: async ({ request }, callback) =>
      callback(null, await api.proofOf({ name: request.name, userId: ownerToCheck() })),
    settleManually: async ({ request }, callback) => {
      const input = {
        paymentId: optional(request.paymentId),
        orderId: optional(request.orderId),
        status: request.status as 'paid' | 'failed',
        actorId: callerAccount().userId,
        actorEmail: callerAccount().email,
        note: optional(request.note),
      };
      callback(null, paymentToPb(await api.settleManually(input)));
    },
    listOrderPayments: async ({ request }, callback) =>
      callback(null, { payments: (await api.listForOrder(request.id)).map(paymentToPb) }),
    mobileMoneyCallback: async ({ request }, callback) => {
      await api.mobileMoneyCallback({ referenceId: optional(request.referenceId), externalId: optional(request.externalId) });
      callback(null, {});
    },
  };
  return { definition: paymentsPb.PaymentsService, implementation, access: PAYMENTS_ACCESS };
}
