// Test support: a local stand-in for api.stripe.com that records what the SDK sends (method,
// path, headers, the form-encoded body) and answers what the test says.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenByStripe {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export type StripeAnswer = { status: number; body: unknown };

export interface FakeStripe {
  seen: SeenByStripe[];
  /** Where the SDK is pointed: `new Stripe(key, { ...fake.api })`. */
  api: { host: string; port: number; protocol: 'http' };
  close(): Promise<void>;
}

export async function startFakeStripe(answer: (seen: SeenByStripe) => StripeAnswer): Promise<FakeStripe> {
  const seen: SeenByStripe[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(text) };
    seen.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A PaymentIntent as Stripe answers it (RWF, zero-decimal). */
export function stripeIntent(id: string, status: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const amount = typeof fields.amount === 'number' ? fields.amount : 151_000;
  return {
    id,
    object: 'payment_intent',
    status,
    amount,
    amount_received: status === 'succeeded' ? amount : 0,
    currency: 'rwf',
    client_secret: `${id}_secret_test`,
    last_payment_error: null,
    metadata: {},
    ...fields,
  };
}

export interface StripeWithIntents extends FakeStripe {
  /** The PaymentIntents the stand-in holds, by id: a test changes them as the browser and the bank would. */
  intents: Map<string, Record<string, unknown>>;
  /** From now on every call fails as Stripe's own trouble (500). */
  breakDown(): void;
}

const notFound = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };

/**
 * A stand-in that keeps PaymentIntents as Stripe does: created (the same Idempotency-Key
 * answers the same one), retrieved, canceled unless they succeeded.
 */
export async function startStripeWithIntents(): Promise<StripeWithIntents> {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  let broken = false;
  const fake = await startFakeStripe(({ method, path, headers, form }) => {
    if (broken) return { status: 500, body: { error: { type: 'api_error', message: 'Something broke at Stripe' } } };
    const [, id, action] = /^\/v1\/payment_intents(?:\/([^/?]+))?(?:\/(cancel))?/.exec(path) ?? [];
    if (method === 'POST' && !id) {
      const key = String(headers['idempotency-key'] ?? '');
      const earlier = byKey.get(key);
      if (earlier) return { status: 200, body: intents.get(earlier) };
      const created = `pi_test_${intents.size + 1}`;
      const metadata = Object.fromEntries([...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]));
      const intent = stripeIntent(created, 'requires_payment_method', { amount: Number(form.get('amount')), currency: form.get('currency'), metadata });
      intents.set(created, intent);
      byKey.set(key, created);
      return { status: 200, body: intent };
    }
    const intent = id ? intents.get(id) : undefined;
    if (!intent) return notFound;
    if (method === 'GET') return { status: 200, body: intent };
    if (method === 'POST' && action === 'cancel') {
      if (intent.status === 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'succeeded' } } };
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    return notFound;
  });
  return { ...fake, intents, breakDown: () => void (broken = true) };
}
