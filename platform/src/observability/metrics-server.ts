import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logging/logger';
import { shopMetrics, type ShopMetrics } from './metrics';

export interface MetricsServerOptions {
  /** 0 binds an ephemeral port (tests). */
  port: number;
  host?: string;
  logger: Logger;
  metrics?: ShopMetrics;
}

export interface RunningMetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on a port of its own, beside the gRPC or the
 * public HTTP port, so shoppers never reach it. Anything else is a 404.
 */
export function startMetricsServer(options: MetricsServerOptions): Promise<RunningMetricsServer> {
  const metrics = options.metrics ?? shopMetrics();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.exposition().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (error: unknown) => {
        options.logger.warn({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      options.logger.info({ port }, 'metrics served on /metrics');
      resolve({
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * The metrics server when a port is configured; a port already taken is reported and
 * skipped, not fatal (several processes on one host without a METRICS_PORT each).
 */
export async function startMetricsServerIfConfigured(
  port: number | undefined,
  host: string | undefined,
  logger: Logger,
): Promise<RunningMetricsServer | undefined> {
  if (port === undefined) return undefined;
  try {
    return await startMetricsServer({ port, host, logger });
  } catch (error) {
    logger.warn({ err: error, port }, 'metrics server not started (set METRICS_PORT, or 0 to turn it off)');
    return undefined;
  }
}
