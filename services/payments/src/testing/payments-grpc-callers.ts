// Test support: who calls each PaymentsApi method over gRPC, read from the arguments the
// in-process API takes (the payer, the owner whose payment is read, the deciding admin).
import { TEST_ADMIN, type CallersOf } from '@shop/platform/contracts';
import type { PaymentsApi } from '../api/payments-api';

const anyone = () => undefined;
/** Reads with an owner to check are that shopper's; without one, an admin's. */
const ownerOrAdmin = ({ userId }: { userId?: string }) => (userId ? { userId } : TEST_ADMIN);

export const PAYMENTS_CALLERS: CallersOf<PaymentsApi> = {
  listMethods: anyone,
  requestMobileMoney: ({ userId }) => ({ userId }),
  checkStatus: ownerOrAdmin,
  payByCard: ({ userId }) => ({ userId }),
  openCardIntent: ({ userId }) => ({ userId }),
  cardWebhook: anyone,
  submitProof: ({ userId }) => ({ userId }),
  proofOf: ownerOrAdmin,
  settleManually: ({ actorId, actorEmail }) => ({ userId: actorId, role: 'ADMIN', email: actorEmail }),
  listForOrder: () => TEST_ADMIN,
  mobileMoneyCallback: anyone,
};
