// The PaymentsApi contract: one suite, run against the in-process service and against
// GrpcPaymentsApi over a real gRPC server. Providers are the embedded simulators, reached over
// HTTP (MoMo); failures are compared by kind and message on either side of gRPC.
import { afterEach, beforeEach, describe } from 'vitest';
import type { PaymentSettledData } from '@shop/contracts';
import type { DomainEvent, SqliteDocumentStore } from '@shop/platform';
import type { MomoSimulator } from '../../adapters/momo-simulator/momo-simulator';
import { cardContract } from './card';
import type { ContractContext } from './context';
import { manualContract } from './manual';
import { methodsContract } from './methods';
import { mobileMoneyContract } from './mobile-money';
import type { PaymentsApi } from '../../api/payments-api';

export interface PaymentsApiHarness {
  api: PaymentsApi;
  settled: Array<DomainEvent<PaymentSettledData>>;
  simulator: MomoSimulator;
  documents: SqliteDocumentStore;
  close(): Promise<void>;
}

export function paymentsApiContract(makeHarness: () => Promise<PaymentsApiHarness>): void {
  let harness: PaymentsApiHarness | undefined;
  const open = () => {
    if (!harness) throw new Error('The payments service is not open yet');
    return harness;
  };
  const ctx: ContractContext = {
    get api() {
      return open().api;
    },
    get settled() {
      return open().settled;
    },
    get simulator() {
      return open().simulator;
    },
    get documents() {
      return open().documents;
    },
  };
  beforeEach(async () => {
    harness = await makeHarness();
  });
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  describe('payment methods', () => methodsContract(ctx));
  describe('mobile money prompt', () => mobileMoneyContract(ctx));
  describe('card', () => cardContract(ctx));
  describe('manual USSD payment', () => manualContract(ctx));
}
