import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import type { NotificationsApi } from '@shop/notifications';
import type { OrdersApi } from '@shop/orders';
import type { PaymentsApi } from '@shop/payments';
import type { Config } from '@shop/platform';

/**
 * Remote service clients load gRPC only when a service is configured as remote. Then the
 * gateway presents itself on every call (its service token; its certificate under mutual
 * TLS), set up once before any client is made.
 */
export async function identifyGatewayToServices(config: Config): Promise<void> {
  const { configureGrpcProcess, grpcProcessIdentityFrom } = await import('@shop/platform/grpc');
  configureGrpcProcess(await grpcProcessIdentityFrom(config, { name: 'gateway' }));
}

export async function grpcHealthCheck(url: string): Promise<void> {
  const { checkHealth } = await import('@shop/platform/grpc');
  const status = await checkHealth(url);
  if (status !== 'SERVING') throw new Error(`service reports ${status}`);
}

export interface RemoteApi<T> {
  api: T;
  close: () => void;
}

export async function remoteIdentity(url: string): Promise<RemoteApi<IdentityApi>> {
  const { GrpcIdentityApi } = await import('@shop/identity/grpc-client');
  const client = new GrpcIdentityApi(url);
  return { api: client, close: () => client.close() };
}

export async function remoteCatalog(url: string): Promise<RemoteApi<CatalogApi>> {
  const { GrpcCatalogApi } = await import('@shop/catalog/grpc-client');
  const client = new GrpcCatalogApi(url);
  return { api: client, close: () => client.close() };
}

export async function remoteOrders(url: string): Promise<RemoteApi<OrdersApi>> {
  const { GrpcOrdersApi } = await import('@shop/orders/grpc-client');
  const client = new GrpcOrdersApi(url);
  return { api: client, close: () => client.close() };
}

export async function remotePayments(url: string): Promise<RemoteApi<PaymentsApi>> {
  const { GrpcPaymentsApi } = await import('@shop/payments/grpc-client');
  const client = new GrpcPaymentsApi(url);
  return { api: client, close: () => client.close() };
}

export async function remoteNotifications(url: string): Promise<RemoteApi<NotificationsApi>> {
  const { GrpcNotificationsApi } = await import('@shop/notifications/grpc-client');
  const client = new GrpcNotificationsApi(url);
  return { api: client, close: () => client.close() };
}
