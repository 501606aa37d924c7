import { deflateSync } from 'node:zlib';
import { cartItemIdFromProductId, type CartItem } from '@shop/domain';
import type { Page } from 'playwright-core';
import type { AppSession } from './browser';
import { allProducts, available, type ApiProduct } from './shop-api';

/**
 * Helpers for the cart and checkout browser tests: products with stock to spare, a stored cart,
 * the three checkout steps, a real PNG for the manual payment proof, and the shopper's orders.
 */

/**
 * Active products with plenty of stock, cheapest first (so carts stay under the free-delivery
 * threshold), sold as one thing: a product sold in variants needs its size chosen on its page.
 */
export async function productsInStock(app: AppSession, minimum = 20): Promise<ApiProduct[]> {
  return (await allProducts(app)).filter((p) => available(p) >= minimum && (p.variants?.length ?? 0) === 0).sort((a, b) => a.price - b.price);
}

export function cartLine(product: ApiProduct, quantity = 1): CartItem {
  return {
    id: cartItemIdFromProductId(product._id),
    originalId: product._id,
    name: product.name,
    price: product.price,
    image: product.images?.primary ?? '',
    category: product.category,
    quantity,
  };
}

/** A stored cart (local storage `cart`) holding these lines. */
export function cartStorage(lines: CartItem[]): { cart: { items: CartItem[] } } {
  return { cart: { items: lines } };
}

export async function storedCart(page: Page): Promise<{ items: CartItem[]; coupon?: { code: string } } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
}

export interface Contact {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** Untick "Send me SMS updates" (ticked by default). */
  noSms?: boolean;
  /** The district chosen at step 2; default Gasabo (Kigali). */
  district?: string;
}

/** Steps 1 and 2 with valid values, ending on the payment step. */
export async function fillToPayment(page: Page, contact: Contact = {}): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /Continue to Shipping/ }).waitFor();
  if (contact.firstName !== undefined) await main.getByLabel('First name').fill(contact.firstName);
  if (contact.lastName !== undefined) await main.getByLabel('Last name').fill(contact.lastName);
  if (contact.email !== undefined) await main.getByLabel('Email').fill(contact.email);
  await main.getByLabel('Phone number').fill(contact.phone ?? '0788123456');
  if (contact.noSms) await main.getByRole('checkbox', { name: /Send me SMS updates/ }).uncheck();
  await main.getByRole('button', { name: /Continue to Shipping/ }).click();
  await main.getByLabel('Address').fill('KG 7 Ave, house 12');
  await main.getByLabel('District').selectOption(contact.district ?? 'Gasabo');
  await main.getByRole('button', { name: /Continue to Payment/ }).click();
  await main.getByRole('group', { name: 'Payment method' }).waitFor();
}

let crcTable: number[] | null = null;
function crc32(bytes: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real w×h PNG (a green square), small enough for any upload limit. */
export function tinyPng(width = 8, height = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x15, 0x80, 0x3d]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ApiOrder {
  _id: string;
  orderNumber: string;
  total: number;
  discount: number;
  couponCode?: string;
  items: { product: string; quantity: number; price: number }[];
  paymentInfo: { method: string; status: string; wallet?: string };
  shippingAddress: { city: string; district: string; country: string; phone: string };
}

/** GET /orders/my-orders with the shopper's token. */
export async function myOrders(app: AppSession, token: string): Promise<ApiOrder[]> {
  const response = await app.context.request.get(app.url('/api/v1/orders/my-orders?page=1&limit=50'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; data: { orders: ApiOrder[] }; message?: string };
  if (!body.success) throw new Error(`GET /orders/my-orders: ${response.status()} ${body.message ?? ''}`);
  return body.data.orders;
}

/** The order number in /order-confirmation/{orderNumber}. */
export function orderNumberIn(url: string): string {
  const match = /\/order-confirmation\/([^/?#]+)/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not a confirmation address: ${url}`);
  return decodeURIComponent(match[1]!);
}
