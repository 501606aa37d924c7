import type { GrpcServiceRegistration } from '@shop/platform/grpc';
import { paymentsPb } from '@shop/proto';
import type { PaymentsApi } from '../../api/payments-api';
import { cardResultToPb, methodsToPb, orderFromPb, paymentToPb } from './payments-grpc-mapping';

const optional = <T>(value: T | undefined) => (value === undefined || value === '' ? undefined : value);

/**
 * The Payments gRPC service over a PaymentsApi. Handlers are async: what they throw (AppErrors)
 * is turned into a gRPC status with the HTTP status and field errors by the platform's server kit.
 */
export function paymentsGrpcService(api: PaymentsApi): GrpcServiceRegistration {
  const implementation: paymentsPb.PaymentsServer = {
    listMethods: async ({ request }, callback) => callback(null, methodsToPb(await api.listMethods(request.total))),
    requestMobileMoney: async ({ request }, callback) => {
      const input = { order: orderFromPb(request.order), phone: request.phone, idempotencyKey: optional(request.idempotencyKey) };
      callback(null, paymentToPb(await api.requestMobileMoney(input)));
    },
    checkStatus: async ({ request }, callback) =>
      callback(null, paymentToPb(await api.checkStatus({ paymentId: request.paymentId, userId: optional(request.userId) }))),
    payByCard: async ({ request }, callback) => {
      const card = request.card ?? { name: '', number: '', expiry: '', cvv: '' };
      const input = { order: orderFromPb(request.order), card, idempotencyKey: optional(request.idempotencyKey) };
      callback(null, cardResultToPb(await api.payByCard(input)));
    },
    submitProof: async ({ request }, callback) =>
      callback(null, paymentToPb(await api.submitProof({ order: orderFromPb(request.order), fileKey: request.fileKey }))),
    proofOf: async ({ request }, callback) =>
      callback(null, await api.proofOf({ name: request.name, userId: optional(request.userId) })),
    settleManually: async ({ request }, callback) => {
      const input = {
        paymentId: optional(request.paymentId),
        orderId: optional(request.orderId),
        status: request.status as 'paid' | 'failed',
        actorId: request.actorId,
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
  return { definition: paymentsPb.PaymentsService, implementation };
}
