import type { Config } from '../config/config.schema';
import type { Logger } from '../logging/logger';

/** The five services, and the gRPC port each listens on unless its process is given another. */
export const SERVICE_GRPC_PORTS = { catalog: 50051, orders: 50052, payments: 50053, identity: 50054, notifications: 50055 } as const;
export type ServiceName = keyof typeof SERVICE_GRPC_PORTS;
export const SERVICE_NAMES = Object.keys(SERVICE_GRPC_PORTS) as ServiceName[];

/** `<SERVICE>_GRPC_URL`: where that service answers over gRPC; unset at the gateway keeps it in-process. */
export function grpcUrlOf(config: Config, service: ServiceName): string | undefined {
  return config[`${service.toUpperCase() as Uppercase<ServiceName>}_GRPC_URL`];
}

/** Where a service process reaches a peer: its `<PEER>_GRPC_URL`, else the peer's own port on this host. */
export function peerGrpcUrl(config: Config, peer: ServiceName, logger: Pick<Logger, 'warn'>): string {
  const configured = grpcUrlOf(config, peer);
  if (configured) return configured;
  const local = `127.0.0.1:${SERVICE_GRPC_PORTS[peer]}`;
  logger.warn({ peer, url: local }, `${peer.toUpperCase()}_GRPC_URL is not set; using the ${peer} service on this host`);
  return local;
}
