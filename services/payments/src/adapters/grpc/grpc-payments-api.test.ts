import { createLogger } from '@shop/platform';
import { startGrpcServer } from '@shop/platform/grpc';
import { describe } from 'vitest';
import { paymentsApiContract } from '../../api/payments-api.contract';
import { startTestPayments } from '../../testing/payments-test-kit';
import { GrpcPaymentsApi } from './grpc-payments-api';
import { paymentsGrpcService } from './payments.grpc-server';

describe('PaymentsApi over gRPC', () =>
  paymentsApiContract(async () => {
    const service = await startTestPayments();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [paymentsGrpcService(service.api)],
      logger: createLogger({ service: 'payments-test', level: 'silent' }),
      serviceName: 'payments',
    });
    const api = new GrpcPaymentsApi(`127.0.0.1:${server.port}`);
    return {
      api,
      settled: service.settled,
      simulator: service.simulator,
      documents: service.documents,
      close: async () => {
        api.close();
        await server.stop({ graceMs: 1000 });
        await service.close();
      },
    };
  }));
