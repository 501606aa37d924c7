import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as a provider received it, with the credentials it came with. */
export interface ProviderArrival {
  to: string;
  text: string;
  sender?: string;
  credentials: string;
}

/** How the fake answers the next request: as the provider does when all is well, or as it fails. */
export type FakeAnswer = 'accept' | 'invalid-number' | 'server-error' | 'no-answer';

export interface FakeSmsProvider {
  /** The base URL to give the adapter (PINDO_API_URL, AFRICASTALKING_API_URL). */
  url: string;
  arrivals: ProviderArrival[];
  /** Answers for the next requests, in order; then 'accept' again. */
  answerNext(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

type Dialect = 'pindo' | 'africastalking';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** What Pindo or Africa's Talking sent, read from the request as each takes it. */
function arrivalOf(dialect: Dialect, req: IncomingMessage, body: string): ProviderArrival | null {
  if (dialect === 'pindo') {
    if (req.url !== '/v1/sms/' || !req.headers['content-type']?.startsWith('application/json')) return null;
    const { to, text, sender } = JSON.parse(body) as Record<string, string>;
    return { to: to ?? '', text: text ?? '', sender, credentials: req.headers.authorization ?? '' };
  }
  if (req.url !== '/version1/messaging' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') return null;
  const form = new URLSearchParams(body);
  return { to: form.get('to') ?? '', text: form.get('message') ?? '', sender: form.get('from') ?? undefined, credentials: `${form.get('username')}:${String(req.headers.apikey)}` };
}

/** The provider's answer to an accepted message, with an id and a cost, as its API writes them. */
function acceptance(dialect: Dialect, arrival: ProviderArrival) {
  const id = randomBytes(6).toString('hex');
  if (dialect === 'pindo') return { status: 201, body: { sms_id: Number.parseInt(id.slice(0, 8), 16), to: arrival.to, text: arrival.text, sender: arrival.sender, status: 'sent', item_count: 1, item_price: 15, total_cost: 15, remaining_balance: 985 } };
  const recipient = { statusCode: 101, number: arrival.to, status: 'Success', cost: 'RWF 20.0000', messageId: `ATXid_${id}` };
  return { status: 201, body: { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: RWF 20.0000', Recipients: [recipient] } } };
}

function invalidNumber(dialect: Dialect, arrival: ProviderArrival) {
  if (dialect === 'pindo') return { status: 400, body: { message: 'Invalid phone number', to: arrival.to } };
  const recipient = { statusCode: 403, number: arrival.to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
  return { status: 201, body: { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [recipient] } } };
}

/** A local stand-in for Pindo or Africa's Talking that answers as they do, for the adapters' tests. */
export async function startFakeSmsProvider(dialect: Dialect): Promise<FakeSmsProvider> {
  const arrivals: ProviderArrival[] = [];
  const queued: FakeAnswer[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const arrival = req.method === 'POST' ? arrivalOf(dialect, req, body) : null;
      if (!arrival) return res.writeHead(404).end();
      const answer = queued.shift() ?? 'accept';
      if (answer === 'no-answer') return hanging.add(() => res.destroy());
      if (answer === 'server-error') return res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
      const { status, body: json } = answer === 'accept' ? acceptance(dialect, arrival) : invalidNumber(dialect, arrival);
      if (answer === 'accept') arrivals.push(arrival);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    answerNext: (...answers) => void queued.push(...answers),
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
