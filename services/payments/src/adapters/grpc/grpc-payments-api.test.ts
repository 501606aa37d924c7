import { createLogger } from '@shop/platform';
import { callingAs } from '@shop/platform/contracts';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import { describe } from 'vitest';
import { paymentsApiContract } from '../../testing/contract/payments-api.contract';
import { PAYMENTS_CALLERS } from '../../testing/payments-grpc-callers';
import { startTestPayments } from '../../testing/payments-test-kit';
import { GrpcPaymentsApi } from './grpc-payments-api';
import { paymentsGrpcService } from './payments.grpc-server';

describe('PaymentsApi over gRPC', () =>
  paymentsApiContract(async () => {
    const service = await startTestPayments();
    const callers = await createTestCallers();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [paymentsGrpcService(service.api)],
      logger: createLogger({ service: 'payments-test', level: 'silent' }),
      serviceName: 'payments',
      identity: callers.identity('payments'),
    });
    // As the gateway calls it: its own service token, and the signed-in user's token per call.
    const client = new GrpcPaymentsApi(`127.0.0.1:${server.port}`, { identity: callers.identity('gateway') });
    return {
      api: callingAs(client, callers, PAYMENTS_CALLERS),
      settled: service.settled,
      simulator: service.simulator,
      documents: service.documents,
      close: async () => {
        client.close();
        await server.stop({ graceMs: 1000 });
        await service.close();
      },
    };
  }));
