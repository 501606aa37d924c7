import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS_PORT, loadObservabilityConfig } from './observability-config';

describe('loadObservabilityConfig', () => {
  it('serves metrics on 9464 unless told otherwise, and exports no traces without an endpoint', () => {
    expect(loadObservabilityConfig({})).toEqual({ metricsPort: DEFAULT_METRICS_PORT, metricsHost: undefined, otlpEndpoint: undefined, serviceName: undefined });
  });

  it('turns the metrics server off with 0 or off', () => {
    expect(loadObservabilityConfig({ METRICS_PORT: '0' }).metricsPort).toBeUndefined();
    expect(loadObservabilityConfig({ METRICS_PORT: 'off' }).metricsPort).toBeUndefined();
    expect(loadObservabilityConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadObservabilityConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(loadObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'orders' })).toMatchObject({
      otlpEndpoint: 'http://collector:4318',
      serviceName: 'orders',
    });
  });
});
