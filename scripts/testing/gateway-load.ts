// Orders placed through a gateway that may lose a service or its broker for a while: each request
// keeps its Idempotency-Key and body and is sent again while the way to the service is broken (no
// connection, 502, 503, 504) until it is acknowledged or the deadline passes. A request left holding
// its key after a kill (409 or 504 while orders waits on the dead request's claim, or no answer in
// time) is set aside after `retryForMs` (20 s) in `unanswered` for the test to
// send again later, so it does not hold a worker; a retried key that made a second order would show.
import { Agent } from 'node:http';
import { acknowledgedFrom, type Acknowledged, type OrderRequest } from './kill/checkout-load';
import { call, NoAnswerError, type Answer } from './kill/shop-api';

export interface GatewayLoadOutcome {
  acknowledged: Acknowledged[];
  /** Requests sent more than once (same key), and how many of them were acknowledged. */
  retried: number;
  /** Requests never acknowledged, with the last answer. */
  unanswered: Array<{ request: OrderRequest; last: string }>;
}

const RETRYABLE = new Set([0, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function placeOrderAt(url: string, agent: Agent, request: OrderRequest): Promise<Answer> {
  return call(url, agent, '/api/v1/orders', {
    method: 'POST',
    token: request.shopper.token,
    body: request.body,
    headers: { 'Idempotency-Key': request.key },
    // Longer than orders waits on a key another request still holds (15 s) before it answers 409.
    timeoutMs: 20_000,
  });
}

/** Keeps `inFlight` orders going until `stop()` is called; `stop` resolves with the outcome. */
export function startGatewayLoad(options: { url: string; inFlight: number; next: () => OrderRequest; phase: number; retryForMs?: number }) {
  const agent = new Agent({ keepAlive: true });
  const outcome: GatewayLoadOutcome = { acknowledged: [], retried: 0, unanswered: [] };
  let stopped = false;
  const one = async (request: OrderRequest) => {
    const deadline = Date.now() + (options.retryForMs ?? 20_000);
    let last = '';
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      if (attempt === 1) outcome.retried += 1;
      let status = 0;
      try {
        const answer = await placeOrderAt(options.url, agent, request);
        const ack = acknowledgedFrom(answer, request, options.phase);
        if (ack) return void outcome.acknowledged.push(ack);
        status = answer.status;
        last = `${answer.status} ${String(answer.body?.message ?? '')}`;
      } catch (error) {
        if (!(error instanceof NoAnswerError)) throw error;
        last = error.message;
        if (last.includes('timed out')) break;
      }
      if (!RETRYABLE.has(status)) break;
      await sleep(250);
    }
    outcome.unanswered.push({ request, last });
  };
  const worker = async () => {
    while (!stopped) await one(options.next());
  };
  const running = Promise.all(Array.from({ length: options.inFlight }, worker));
  return {
    outcome,
    stop: async (): Promise<GatewayLoadOutcome> => {
      stopped = true;
      await running;
      agent.destroy();
      return outcome;
    },
  };
}
