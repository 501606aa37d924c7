import type { Logger } from '../logging/logger';
import { labelMetricsWithService } from './metrics';
import { startMetricsServerIfConfigured, type RunningMetricsServer } from './metrics-server';
import type { Config } from '../config/config.schema';
import { setupTracing, type Tracing } from './tracing';

export interface Observability {
  metricsServer?: RunningMetricsServer;
  tracing?: Tracing;
  /** Closes the metrics server and exports the spans still buffered. */
  stop(): Promise<void>;
}

/** startObservability for a process's start: a failure is reported and the process stops. */
export async function startObservabilityOrExit(options: Parameters<typeof startObservability>[0]): Promise<Observability> {
  try {
    return await startObservability(options);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

type ObservabilitySettings = Pick<Config, 'METRICS_PORT' | 'METRICS_HOST' | 'GRPC_HOST' | 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>;

/**
 * A process's observability: its metrics labelled with its name (OTEL_SERVICE_NAME, else its
 * own) and served on METRICS_PORT at METRICS_HOST (else GRPC_HOST), and traces exported when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export async function startObservability(options: { service: string; logger: Logger; config: ObservabilitySettings }): Promise<Observability> {
  const { config, logger } = options;
  const serviceName = config.OTEL_SERVICE_NAME ?? options.service;
  labelMetricsWithService(serviceName);
  const tracing = await setupTracing({ serviceName, otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  if (tracing) logger.info({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT }, 'traces exported over OTLP/HTTP');
  const metricsServer = await startMetricsServerIfConfigured(config.METRICS_PORT, config.METRICS_HOST ?? config.GRPC_HOST, logger);
  return {
    metricsServer,
    tracing,
    stop: async () => {
      await metricsServer?.close();
      await tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'spans could not be exported at shutdown'));
    },
  };
}
