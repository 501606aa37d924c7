import { describe, expect, it } from 'vitest';
import type { Config } from '../config/config.schema';
import { grpcUrlOf, peerGrpcUrl, SERVICE_GRPC_PORTS } from './service-addresses';

const configWith = (values: Partial<Config>) => values as Config;

describe('where a service reaches its peers', () => {
  it('uses the peer’s configured address and says nothing', () => {
    const warnings: string[] = [];
    const url = peerGrpcUrl(configWith({ ORDERS_GRPC_URL: 'orders:50052' }), 'orders', { warn: (_fields: unknown, message?: string) => void warnings.push(message ?? '') });
    expect(url).toBe('orders:50052');
    expect(warnings).toEqual([]);
  });

  it('falls back to the peer’s own port on this host, and warns that the setting is missing', () => {
    const warnings: string[] = [];
    const url = peerGrpcUrl(configWith({}), 'identity', { warn: (_fields: unknown, message?: string) => void warnings.push(message ?? '') });
    expect(url).toBe('127.0.0.1:50054');
    expect(warnings).toEqual(['IDENTITY_GRPC_URL is not set; using the identity service on this host']);
  });

  it('gives every service a port of its own and reads each one’s own setting', () => {
    expect(new Set(Object.values(SERVICE_GRPC_PORTS)).size).toBe(5);
    expect(grpcUrlOf(configWith({ NOTIFICATIONS_GRPC_URL: 'notifications:50055' }), 'notifications')).toBe('notifications:50055');
    expect(grpcUrlOf(configWith({ NOTIFICATIONS_GRPC_URL: 'notifications:50055' }), 'catalog')).toBeUndefined();
  });
});
