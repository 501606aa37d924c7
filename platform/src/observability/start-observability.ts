import type { Logger } from '../logging/logger';
import { labelMetricsWithService } from './metrics';
import { startMetricsServerIfConfigured, type RunningMetricsServer } from './metrics-server';
import { loadObservabilityConfig } from './observability-config';
import { setupTracing, type Tracing } from './tracing';

export interface Observability {
  metricsServer?: RunningMetricsServer;
  tracing?: Tracing;
  /** Closes the metrics server and exports the spans still buffered. */
  stop(): Promise<void>;
}

/**
 * A process's observability, from METRICS_PORT, OTEL_EXPORTER_OTLP_ENDPOINT and
 * OTEL_SERVICE_NAME: its metrics labelled with its name and served on their own port, and
 * traces exported when an endpoint is set. A bad value stops the process start (thrown).
 */
/** startObservability for a process's start: a bad value is reported (naming the variable) and the process stops. */
export async function startObservabilityOrExit(options: Parameters<typeof startObservability>[0]): Promise<Observability> {
  try {
    return await startObservability(options);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

export async function startObservability(options: {
  service: string;
  logger: Logger;
  /** Where the metrics are served unless METRICS_HOST says otherwise. Default 0.0.0.0. */
  defaultHost?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Observability> {
  const config = loadObservabilityConfig(options.env);
  const serviceName = config.serviceName ?? options.service;
  labelMetricsWithService(serviceName);
  const tracing = await setupTracing({ serviceName, otlpEndpoint: config.otlpEndpoint });
  if (tracing) options.logger.info({ endpoint: config.otlpEndpoint }, 'traces exported over OTLP/HTTP');
  const metricsServer = await startMetricsServerIfConfigured(config.metricsPort, config.metricsHost ?? options.defaultHost, options.logger);
  return {
    metricsServer,
    tracing,
    stop: async () => {
      await metricsServer?.close();
      await tracing?.shutdown().catch((error: unknown) => options.logger.warn({ err: error }, 'spans could not be exported at shutdown'));
    },
  };
}
