import { startGrpcServer } from '@shop/platform/grpc';
import { catalogApiContract } from '../../api/catalog-api.contract';
import { silentLogger, startTestCatalog } from '../../testing/catalog-test-kit';
import { catalogGrpcService } from './catalog.grpc-server';
import { GrpcCatalogApi } from './grpc-catalog-api';

catalogApiContract('GrpcCatalogApi against a real gRPC server', async () => {
  const catalog = await startTestCatalog();
  const server = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [catalogGrpcService(catalog.api)],
    logger: silentLogger(),
    serviceName: 'catalog',
  });
  const api = new GrpcCatalogApi(`127.0.0.1:${server.port}`, { deadlineMs: 20_000 });
  return {
    api,
    close: async () => {
      api.close();
      await server.stop({ graceMs: 100 });
      await catalog.stop();
    },
  };
});
