import { z } from 'zod';

/** Where the metrics of a process are served when METRICS_PORT is unset. */
export const DEFAULT_METRICS_PORT = 9464;

const metricsPort = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return DEFAULT_METRICS_PORT;
    if (value === '0' || value.toLowerCase() === 'off') return undefined;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      context.addIssue({ code: 'custom', message: 'must be a port (1-65535), 0 or off' });
      return z.NEVER;
    }
    return port;
  });

/**
 * The observability keys (to join the config schema later): METRICS_PORT (default 9464; 0 or
 * `off` serves no metrics), METRICS_HOST (default: GRPC_HOST), OTEL_EXPORTER_OTLP_ENDPOINT (traces are exported over OTLP/HTTP to
 * `<endpoint>/v1/traces` only when it is set), OTEL_SERVICE_NAME (defaults to the process's name).
 */
export const observabilityConfigSchema = z.object({
  METRICS_PORT: metricsPort.optional(),
  METRICS_HOST: z.string().trim().min(1, 'must not be empty').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).optional(),
});

export interface ObservabilityConfig {
  /** Undefined: no metrics server. */
  metricsPort: number | undefined;
  /** Undefined: the process's default (GRPC_HOST). */
  metricsHost: string | undefined;
  otlpEndpoint: string | undefined;
  serviceName: string | undefined;
}

/** Reads the observability keys; a bad value throws naming the variable. */
export function loadObservabilityConfig(env: NodeJS.ProcessEnv = process.env): ObservabilityConfig {
  const parsed = observabilityConfigSchema.safeParse({
    METRICS_PORT: env.METRICS_PORT,
    METRICS_HOST: env.METRICS_HOST,
    OTEL_EXPORTER_OTLP_ENDPOINT: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    OTEL_SERVICE_NAME: env.OTEL_SERVICE_NAME || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid observability configuration: ${problems.join('; ')}`);
  }
  const metricsPort = env.METRICS_PORT === undefined ? DEFAULT_METRICS_PORT : parsed.data.METRICS_PORT;
  return { metricsPort, metricsHost: parsed.data.METRICS_HOST, otlpEndpoint: parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: parsed.data.OTEL_SERVICE_NAME };
}
