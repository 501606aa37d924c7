import type { Config } from '@shop/platform';

export const SERVICE_NAMES = ['catalog', 'orders', 'payments', 'identity', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** `<SERVICE>_GRPC_URL` switches that one service to gRPC; unset keeps it in-process. */
export function grpcUrlOf(config: Config, service: ServiceName): string | undefined {
  const key = `${service.toUpperCase()}_GRPC_URL` as `${Uppercase<ServiceName>}_GRPC_URL`;
  return config[key];
}
