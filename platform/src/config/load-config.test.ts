import { EVENT_PRODUCERS } from '@shop/contracts';
import { generateSigningKey, publicKeyText, signingKeyFrom } from '../events/origin/event-signature';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.MONGO_URL).toBeUndefined();
    expect(config.AUTH_DEMO_ACCOUNTS).toBe(true);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('turns demo accounts off in production unless enabled explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).AUTH_DEMO_ACCOUNTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_DEMO_ACCOUNTS: 'on' }).AUTH_DEMO_ACCOUNTS).toBe(true);
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['MONGO_URL', 'http://db:27017'],
    ['REDIS_URL', 'localhost:6379'],
    ['AMQP_URL', 'rabbit'],
    ['CATALOG_GRPC_URL', 'catalog'],
    ['AUTH_DEMO_ACCOUNTS', 'maybe'],
    ['MOMO_MERCHANT_CODE', '12ab'],
    ['NODE_ENV', 'staging'],
    ['SERVICE_TOKEN_SECRET', 'too-short'],
    ['GRPC_HOST', ''],
  ])('rejects %s=%s with a message naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrowError(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as ConfigError).message).toContain(variable);
      expect((error as ConfigError).problems[0]?.variable).toBe(variable);
    }
  });

  it('accepts the distributed topology settings', () => {
    const config = loadConfig({
      MONGO_URL: 'mongodb://mongo:27017/shop',
      REDIS_URL: 'redis://redis:6379',
      AMQP_URL: 'amqp://guest:guest@rabbit:5672',
      CATALOG_GRPC_URL: 'catalog:50051',
    });
    expect(config.CATALOG_GRPC_URL).toBe('catalog:50051');
    expect(config.AMQP_URL).toBe('amqp://guest:guest@rabbit:5672');
  });

  it('keeps Redis keys under devshop unless REDIS_KEY_PREFIX names another plain prefix', () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('devshop');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'shop-staging' }).REDIS_KEY_PREFIX).toBe('shop-staging');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a:b*' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('serves metrics on 9464 unless METRICS_PORT names another port, or 0 or off for none', () => {
    expect(loadConfig({}).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: 'off' }).METRICS_PORT).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('lets the heap grow 30% past its live objects unless HEAP_GROWTH_PERCENT says otherwise (0: V8 decides)', () => {
    expect(loadConfig({}).HEAP_GROWTH_PERCENT).toBe(30);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).HEAP_GROWTH_PERCENT).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '100' }).HEAP_GROWTH_PERCENT).toBe(100);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'lots' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('lets a crashed placement hold its Idempotency-Key 60 s unless ORDER_CLAIM_STALE_SECONDS says otherwise, never under 20 s', () => {
    expect(loadConfig({}).ORDER_CLAIM_STALE_SECONDS).toBe(60);
    expect(loadConfig({ ORDER_CLAIM_STALE_SECONDS: '20' }).ORDER_CLAIM_STALE_SECONDS).toBe(20);
    expect(() => loadConfig({ ORDER_CLAIM_STALE_SECONDS: '15' })).toThrow(/ORDER_CLAIM_STALE_SECONDS must be at least 20/);
  });

  it('runs the payment simulators unless in production, where only PAYMENT_SIMULATORS=on runs them', () => {
    expect(loadConfig({}).PAYMENT_SIMULATORS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_SIMULATORS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATORS: 'on' }).PAYMENT_SIMULATORS).toBe(true);
    expect(loadConfig({ PAYMENT_SIMULATORS: 'off' }).PAYMENT_SIMULATORS).toBe(false);
  });

  it('reads the event public key of every producer from EVENT_PUBLIC_KEYS, and needs them in production on a broker', () => {
    const keys = EVENT_PRODUCERS.map((name) => [name, publicKeyText(signingKeyFrom(generateSigningKey()))] as const);
    const text = keys.map(([name, key]) => `${name}=${key}`).join(', ');
    expect(loadConfig({ EVENT_PUBLIC_KEYS: text }).EVENT_PUBLIC_KEYS).toEqual(Object.fromEntries(keys));
    expect(() => loadConfig({ EVENT_PUBLIC_KEYS: text.replace(/^catalog=[^,]+, /, '') })).toThrow(/EVENT_PUBLIC_KEYS must name every producing service: catalog missing/);
    expect(() => loadConfig({ EVENT_PUBLIC_KEYS: `${text}, gateway=${keys[0]![1]}` })).toThrow(/"gateway=…" is not one of/);
    expect(() => loadConfig({ EVENT_PUBLIC_KEYS: text.replace(/orders=[^,]+/, 'orders=bm90LWEta2V5') })).toThrow(/"orders=…" is not one of/);
    const production = { NODE_ENV: 'production', AMQP_URL: 'amqp://broker:5672', SERVICE_TOKEN_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/EVENT_PUBLIC_KEYS must be set in production with AMQP_URL/);
    expect(loadConfig({ ...production, EVENT_PUBLIC_KEYS: text }).EVENT_PUBLIC_KEYS).toBeDefined();
    expect(() => loadConfig({ EVENT_SIGNING_KEY: keys[0]![1] })).toThrow(/EVENT_SIGNING_KEY must be an Ed25519 private key/);
  });

  it('exports traces only to an http(s) OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'orders' })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'orders',
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('binds gRPC to the loopback interface unless GRPC_HOST says otherwise', () => {
    expect(loadConfig({}).GRPC_HOST).toBe('127.0.0.1');
    expect(loadConfig({ GRPC_HOST: '0.0.0.0' }).GRPC_HOST).toBe('0.0.0.0');
  });

  it('takes the three TLS files together, and names the missing ones when only some are set', () => {
    const all = { GRPC_TLS_CERT: '/tls/orders.pem', GRPC_TLS_KEY: '/tls/orders.key', GRPC_TLS_CA: '/tls/ca.pem' };
    expect(loadConfig(all)).toMatchObject(all);
    const error = (() => {
      try {
        loadConfig({ GRPC_TLS_CERT: all.GRPC_TLS_CERT });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems.map((problem) => problem.variable)).toEqual(['GRPC_TLS_KEY', 'GRPC_TLS_CA']);
    expect(error?.message).toContain('GRPC_TLS_CERT, GRPC_TLS_KEY, GRPC_TLS_CA go together');
  });

  it('never repeats a rejected SERVICE_TOKEN_SECRET in its message', () => {
    expect(() => loadConfig({ SERVICE_TOKEN_SECRET: 'short-secret' })).toThrowError(/SERVICE_TOKEN_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ SERVICE_TOKEN_SECRET: 'short-secret' })).not.toThrowError(/short-secret/);
  });
});
