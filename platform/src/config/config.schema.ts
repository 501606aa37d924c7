import { z } from 'zod';
import { PRODUCT_CACHE_TIMEOUT_MS } from '@shop/domain';
import { EVENT_PRODUCERS } from '@shop/contracts';
import { publicKeyFrom, signingKeyFrom } from '../events/origin/event-signature';

/** Environment flags accept the usual spellings; anything else is an error, not a silent false. */
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

function urlWithScheme(schemes: string[]) {
  return z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` },
  );
}

/** host:port, as gRPC clients take it. */
const grpcTarget = z
  .string()
  .regex(/^(dns:|ipv4:|ipv6:)?[\w.\-[\]:]+:\d{1,5}$/, 'must be host:port, e.g. catalog:50051');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const parses = (read: (text: string) => unknown) => (text: string) => {
  try {
    read(text);
    return true;
  } catch {
    return false;
  }
};

/** `catalog=<key>,orders=<key>,…`: each producing service's Ed25519 public key (SPKI DER, base64url). */
const eventPublicKeys = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const keys: Record<string, string> = {};
    for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name = '', key = '', ...rest] = entry.split('=');
      if (!(EVENT_PRODUCERS as readonly string[]).includes(name) || !key || rest.length > 0 || !parses(publicKeyFrom)(key)) {
        ctx.addIssue({ code: 'custom', message: `"${name}=…" is not one of ${EVENT_PRODUCERS.join(', ')} with an Ed25519 public key` });
        return z.NEVER;
      }
      keys[name] = key;
    }
    const missing = EVENT_PRODUCERS.filter((name) => !keys[name]);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must name every producing service: ${missing.join(', ')} missing` });
      return z.NEVER;
    }
    return keys;
  });

/** Where a process serves its metrics when METRICS_PORT is unset. */
export const DEFAULT_METRICS_PORT = 9464;

/** A port, or `0` / `off` for none (undefined). */
const metricsPort = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '0' || value.toLowerCase() === 'off') return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
      context.addIssue({ code: 'custom', message: 'must be a port (1-65535), 0 or off' });
      return z.NEVER;
    }
    return parsed;
  });

const TLS_VARIABLES = ['GRPC_TLS_CERT', 'GRPC_TLS_KEY', 'GRPC_TLS_CA'] as const;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(8080),
    GRPC_PORT: optional(port),
    // Loopback unless told otherwise: a service answers other hosts only where it is meant to (a container).
    GRPC_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    // PEM files: all three turn on mutual TLS between the gateway and the services.
    GRPC_TLS_CERT: optional(z.string().min(1)),
    GRPC_TLS_KEY: optional(z.string().min(1)),
    GRPC_TLS_CA: optional(z.string().min(1)),
    SERVICE_TOKEN_SECRET: optional(
      z.string().min(32, 'must be at least 32 characters; generate one with `openssl rand -base64 48`'),
    ),
    // This process's Ed25519 key for the events it publishes (PKCS#8 DER, base64url); unset, one
    // is kept in DATA_DIR/event-keys. EVENT_PUBLIC_KEYS: the producers' public keys consumers
    // check; unset, read from DATA_DIR/event-keys (processes sharing one DATA_DIR).
    EVENT_SIGNING_KEY: optional(z.string().trim().refine(parses(signingKeyFrom), 'must be an Ed25519 private key (PKCS#8 DER, base64url)')),
    EVENT_PUBLIC_KEYS: optional(eventPublicKeys),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    PUBLIC_URL: optional(urlWithScheme(['http', 'https'])),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MONGO_URL: optional(urlWithScheme(['mongodb', 'mongodb+srv'])),
    REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
    // Copies of pages (the catalog's shopper reads, the gateway's hot reads) apart from sessions,
    // carts and rate limits: a Redis with a memory budget that evicts (maxmemory, allkeys-lru).
    REDIS_CACHE_URL: optional(urlWithScheme(['redis', 'rediss'])),
    // Every key this shop keeps in Redis starts with it: shops sharing one Redis stay apart.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
      .default('devshop'),
    AMQP_URL: optional(urlWithScheme(['amqp', 'amqps'])),
    CATALOG_GRPC_URL: optional(grpcTarget),
    ORDERS_GRPC_URL: optional(grpcTarget),
    PAYMENTS_GRPC_URL: optional(grpcTarget),
    IDENTITY_GRPC_URL: optional(grpcTarget),
    NOTIFICATIONS_GRPC_URL: optional(grpcTarget),
    AUTH_DEMO_ACCOUNTS: optional(flag),
    DEMO_CATALOGUE: optional(flag),
    // Failed password sign-ins per 15 minutes. Per account: from one client, then 429 for that client
    // only; from all clients, then each further attempt on the account is slowed (up to 4 s), never refused.
    // Per client: over all accounts, then 429. A success clears the (account, client) count.
    LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(10),
    LOGIN_ATTEMPTS_PER_CLIENT: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GITHUB_CLIENT_ID: optional(z.string()),
    GITHUB_CLIENT_SECRET: optional(z.string()),
    JWT_PRIVATE_KEY: optional(z.string()),
    MOMO_BASE_URL: optional(urlWithScheme(['http', 'https'])),
    MOMO_SUBSCRIPTION_KEY: optional(z.string()),
    MOMO_API_USER: optional(z.string()),
    MOMO_API_KEY: optional(z.string()),
    MOMO_TARGET_ENV: z.string().min(1).default('sandbox'),
    MOMO_MERCHANT_CODE: z.string().regex(/^\d{4,10}$/, 'must be 4 to 10 digits').default('182000'),
    SUPPORT_PHONE: z.string().min(1).default('+250 788 000 000'),
    // The built-in MoMo and card simulators for a method without its provider's settings: on
    // unless NODE_ENV=production (there only when set on; a warning at every start).
    PAYMENT_SIMULATORS: optional(flag),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^sk_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')),
    // Stripe's publishable key (the browser's Payment Element) and the signing secret of its webhook.
    STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
    // MTN MoMo's Disbursement product (refunds), with its own subscription key and API user.
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: optional(z.string()),
    MOMO_DISBURSEMENT_API_USER: optional(z.string()),
    MOMO_DISBURSEMENT_API_KEY: optional(z.string()),
    // Airtel Money (Airtel Africa's Open API); absent: the built-in Airtel simulator, where simulators are allowed.
    AIRTEL_BASE_URL: optional(urlWithScheme(['http', 'https'])),
    AIRTEL_CLIENT_ID: optional(z.string()),
    AIRTEL_CLIENT_SECRET: optional(z.string()),
    // RRA's EBM through a VSDC: the taxpayer's TIN, the branch id and the VSDC's address. Without
    // EBM_BASE_URL the built-in VSDC emulator answers (a warning in production).
    EBM_TIN: z.string().regex(/^\d{9}$/, 'must be the 9-digit TIN').default('999000001'),
    EBM_BRANCH_ID: z.string().regex(/^\d{2}$/, 'must be the 2-digit branch id (00 for the head office)').default('00'),
    EBM_BASE_URL: optional(urlWithScheme(['http', 'https'])),
    // The serial number of the device the VSDC was initialised for (dvcSrlNo).
    EBM_DEVICE_SERIAL: z.string().min(1).max(100).default('devshop-vsdc-1'),
    ORDER_RESERVATION_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(1440, 'must be at most 1440')
      .default(30),
    // How long a placement's Idempotency-Key claim, left by a process that died mid-request, blocks
    // its retries (each answered 409 meanwhile). At least 20 s: past the gateway's 15 s wait, no
    // live request still holds it.
    ORDER_CLAIM_STALE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(20, 'must be at least 20')
      .max(3600, 'must be at most 3600')
      .default(60),
    // How long the catalog keeps a shopper read (listing, search, product); 0 reads the store every time.
    CATALOG_READ_CACHE_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .default(PRODUCT_CACHE_TIMEOUT_MS),
    // What the catalog's copies of shopper reads may take in memory (embedded cache), in MB.
    CATALOG_READ_CACHE_MAX_MB: z.coerce.number({ error: 'must be a number of MB' }).int('must be a whole number of MB').min(1, 'must be at least 1').max(4096, 'must be at most 4096').default(32),
    // Proxies whose X-Forwarded-For the gateway believes (Express "trust proxy" values, comma-separated:
    // addresses, CIDR ranges, loopback, uniquelocal…); none unless named.
    TRUSTED_PROXIES: optional(z.string().trim().min(1)),
    // The gateway's hot catalogue reads (ready bytes answered before the router); off reads through the router every time.
    HOT_READS: optional(flag),
    // What the hot reads of one gateway may take in memory, in MB; the least recently read go first.
    HOT_READS_MAX_MB: z.coerce.number({ error: 'must be a number of MB' }).int('must be a whole number of MB').min(1, 'must be at least 1').max(4096, 'must be at most 4096').default(32),
    // Prometheus metrics of this process, on a port of its own (never the gateway's public one).
    METRICS_PORT: z.preprocess((value) => (value === undefined || value === '' ? String(DEFAULT_METRICS_PORT) : value), metricsPort),
    // The address the metrics port binds; GRPC_HOST unless set.
    METRICS_HOST: optional(z.string().trim().min(1)),
    // OpenTelemetry traces go to <endpoint>/v1/traces over OTLP/HTTP when set; none otherwise.
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(urlWithScheme(['http', 'https'])),
    // The service name on traces and metrics; the process's own name unless set.
    OTEL_SERVICE_NAME: optional(z.string().trim().min(1).max(100)),
    // How far a process's JavaScript heap may grow past its live objects before a full collection, in %; 0 is V8's own choice.
    HEAP_GROWTH_PERCENT: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be 0 or more').max(300, 'must be at most 300').default(30),
    SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
    MAIL_FROM: z.string().min(3).default('DevShop <no-reply@devshop.rw>'),
    // SMS: Pindo and/or Africa's Talking when their credentials are set (Pindo first, the other as
    // the fallback); otherwise one JSON file per message under DATA_DIR/sms-outbox.
    SMS_SENDER_ID: z
      .string()
      .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/, 'must be 1 to 11 letters, digits or spaces, with a letter (an alphanumeric sender id)')
      .default('DevShop'),
    PINDO_API_TOKEN: optional(z.string().min(1)),
    PINDO_API_URL: optional(urlWithScheme(['https', 'http'])),
    AFRICASTALKING_USERNAME: optional(z.string().min(1)),
    AFRICASTALKING_API_KEY: optional(z.string().min(1)),
    AFRICASTALKING_API_URL: optional(urlWithScheme(['https', 'http'])),
    // The secret the providers' callback URLs carry (…/sms/africastalking/inbound?secret=…): only
    // a caller that knows it may stop or restart a number's SMS, or report a delivery. Unset, the callbacks are off.
    SMS_CALLBACK_SECRET: optional(z.string().min(24, 'must be at least 24 characters; generate one with `openssl rand -hex 24`')),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.AMQP_URL && !env.EVENT_PUBLIC_KEYS) {
      // Each process keeps its own DATA_DIR there: keys found nowhere else would refuse every event.
      const message = `must be set in production with AMQP_URL: ${EVENT_PRODUCERS.map((name) => `${name}=<public key>`).join(',')}`;
      context.addIssue({ code: 'custom', path: ['EVENT_PUBLIC_KEYS'], message });
    }
    const missing = TLS_VARIABLES.filter((name) => !env[name]);
    if (missing.length === 0 || missing.length === TLS_VARIABLES.length) return;
    for (const name of missing) {
      context.addIssue({ code: 'custom', path: [name], message: `must be set too: ${TLS_VARIABLES.join(', ')} go together (all three or none)` });
    }
  })
  .transform((env) => ({
    ...env,
    // Demo accounts are on by default, except in production unless asked for explicitly.
    AUTH_DEMO_ACCOUNTS: env.AUTH_DEMO_ACCOUNTS ?? env.NODE_ENV !== 'production',
    // The demo catalogue is seeded into an empty store, except in production unless asked for.
    DEMO_CATALOGUE: env.DEMO_CATALOGUE ?? env.NODE_ENV !== 'production',
    // A production shop never takes simulated money unless told to.
    PAYMENT_SIMULATORS: env.PAYMENT_SIMULATORS ?? env.NODE_ENV !== 'production',
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    HOT_READS: env.HOT_READS ?? true,
  }));

export type Config = z.output<typeof configSchema>;
