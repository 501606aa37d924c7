import { callingAs } from '@shop/platform/contracts';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import { catalogApiContract } from '../../testing/contract/catalog-api.contract';
import { CATALOG_CALLERS } from '../../testing/catalog-grpc-callers';
import { silentLogger, startTestCatalog } from '../../testing/catalog-test-kit';
import { catalogGrpcService } from './catalog.grpc-server';
import { GrpcCatalogApi } from './grpc-catalog-api';

catalogApiContract('GrpcCatalogApi against a real gRPC server', async () => {
  const catalog = await startTestCatalog();
  const callers = await createTestCallers();
  const server = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [catalogGrpcService(catalog.api)],
    logger: silentLogger(),
    serviceName: 'catalog',
    identity: callers.identity('catalog'),
  });
  // As the gateway calls it: its own service token, and the signed-in user's token per call.
  const client = new GrpcCatalogApi(`127.0.0.1:${server.port}`, { deadlineMs: 20_000, identity: callers.identity('gateway') });
  return {
    api: callingAs(client, callers, CATALOG_CALLERS),
    adminActions: catalog.adminActions,
    close: async () => {
      client.close();
      await server.stop({ graceMs: 100 });
      await catalog.stop();
    },
  };
});
