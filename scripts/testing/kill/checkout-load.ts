// Shoppers placing orders, many in flight, each with its own Idempotency-Key, against one life of
// the shop; every request ends acknowledged (201/200 with an order), refused (any other answer) or
// cut off (no answer: the kill came first).
import { randomUUID } from 'node:crypto';
import { checkoutBody as checkoutBodyFor } from '../../../gateway/src/testing/checkout-body';
import { call, NoAnswerError, type Answer } from './shop-api';
import type { ShopProcess } from './shop-process';

export interface Shopper {
  email: string;
  userId: string;
  token: string;
}

export interface Product {
  id: string;
  name: string;
  price: number;
  initialStock: number;
}

export interface OrderLine {
  product: string;
  quantity: number;
  price: number;
}

export interface OrderRequest {
  key: string;
  shopper: Shopper;
  body: ReturnType<typeof checkoutBody>;
}

export interface Acknowledged {
  request: OrderRequest;
  cycle: number;
  status: number;
  orderId: string;
  orderNumber: string;
  lines: OrderLine[];
  total: number;
}

export interface CutOff {
  request: OrderRequest;
  cycle: number;
  error: string;
}

export interface Refused {
  request: OrderRequest;
  cycle: number;
  status: number;
  message: string;
}

export interface LoadOutcome {
  acknowledged: Acknowledged[];
  refused: Refused[];
  cutOff: CutOff[];
}

/** The checkout payload the orders route takes, with the client's own figures (the server checks them). */
export function checkoutBody(shopperEmail: string, lines: Array<{ product: Product; quantity: number }>) {
  const cartLines = lines.map(({ product, quantity }) => ({ product: product.id, quantity, price: product.price, name: product.name }));
  return checkoutBodyFor(cartLines, { email: shopperEmail });
}

/** One or two different products, one to three units each. */
export function randomOrder(shoppers: Shopper[], products: Product[], random: () => number): OrderRequest {
  const shopper = shoppers[Math.floor(random() * shoppers.length)]!;
  const shuffled = [...products].sort(() => random() - 0.5);
  const lineCount = random() < 0.6 ? 1 : 2;
  const lines = shuffled.slice(0, lineCount).map((product) => ({ product, quantity: 1 + Math.floor(random() * 3) }));
  return { key: `kill-test-${randomUUID()}`, shopper, body: checkoutBody(shopper.email, lines) };
}

export function placeOrder(shop: ShopProcess, request: OrderRequest, timeoutMs?: number): Promise<Answer> {
  return call(shop.url, shop.agent, '/api/v1/orders', {
    method: 'POST',
    token: request.shopper.token,
    body: request.body,
    headers: { 'Idempotency-Key': request.key },
    timeoutMs,
  });
}

export function acknowledgedFrom(answer: Answer, request: OrderRequest, cycle: number): Acknowledged | undefined {
  const order = answer.body?.data;
  if ((answer.status !== 201 && answer.status !== 200) || typeof order?._id !== 'string') return undefined;
  return {
    request,
    cycle,
    status: answer.status,
    orderId: order._id,
    orderNumber: order.orderNumber,
    lines: (order.items as Array<OrderLine>).map(({ product, quantity, price }) => ({ product, quantity, price })),
    total: order.total,
  };
}

/**
 * Keeps `inFlight` orders going against `shop` until `stopped()` says so, then waits for every
 * request to end (a killed shop ends them all at once).
 */
export async function runLoad(options: {
  shop: ShopProcess;
  cycle: number;
  inFlight: number;
  next: () => OrderRequest;
  stopped: () => boolean;
}): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { acknowledged: [], refused: [], cutOff: [] };
  const worker = async () => {
    while (!options.stopped()) {
      const request = options.next();
      try {
        const answer = await placeOrder(options.shop, request);
        const acknowledged = acknowledgedFrom(answer, request, options.cycle);
        if (acknowledged) outcome.acknowledged.push(acknowledged);
        else outcome.refused.push({ request, cycle: options.cycle, status: answer.status, message: String(answer.body?.message ?? answer.body) });
      } catch (error) {
        if (!(error instanceof NoAnswerError)) throw error;
        outcome.cutOff.push({ request, cycle: options.cycle, error: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  return outcome;
}
