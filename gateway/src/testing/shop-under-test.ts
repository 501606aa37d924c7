// API suites that hold for either topology start their shop here: the project that runs them
// says which (SHOP_TEST_TOPOLOGY), so the same tests check one process and every service in a
// process of its own.
import { inject } from 'vitest';
import { startDistributedShopOnVirtualHost } from '../../../scripts/testing/distributed-shop';
import { apiClient, type ApiClient } from './api-client';
import { startTestShop } from './test-shop';

export const DISTRIBUTED = process.env.SHOP_TEST_TOPOLOGY === 'distributed';

/**
 * The shops a suite runs against. In one process, identity both in-process and over gRPC (the
 * gateway's two ways to reach it); distributed, every service in its own process.
 */
export const SHOP_VARIANTS = DISTRIBUTED
  ? [{ topology: 'every service in its own process', identityOverGrpc: false }]
  : [
      { topology: 'identity in-process', identityOverGrpc: false },
      { topology: 'identity over gRPC', identityOverGrpc: true },
    ];

export interface ShopUnderTest extends ApiClient {
  url: string;
  close(): Promise<void>;
}

export interface ShopUnderTestOptions {
  env?: Record<string, string>;
  /** One process only: the gateway reaches identity through gRPC. */
  identityOverGrpc?: boolean;
}

/** A shop with no demo catalogue on a fresh DATA_DIR, in the topology of the running project. */
export async function startShopUnderTest(options: ShopUnderTestOptions = {}): Promise<ShopUnderTest> {
  if (!DISTRIBUTED) return startTestShop(options);
  // A virtual host per shop: no queue a shop before it left behind is consumed by this one.
  const shop = await startDistributedShopOnVirtualHost(inject('brokerControl'), () => ({ DEMO_CATALOGUE: 'off', ...options.env }));
  return { url: shop.baseUrl, ...apiClient(shop.baseUrl), close: shop.stop };
}
