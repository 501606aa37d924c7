import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO, type TestShop } from '../test-shop';
import { PNG } from '../image-bytes';

type Answer = Awaited<ReturnType<TestShop['api']>>;
type Init = Parameters<TestShop['api']>[1];

const PRICE = 89_000; // free delivery from 50,000 RWF
const SORTS = ['createdAt', 'price', 'name', 'rating', 'popularity', 'views'] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function productBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    brand: 'Keychron',
    category: 'keyboards',
    description: 'A mechanical keyboard for the query plan walk.',
    shortDescription: 'Mechanical keyboard',
    price: PRICE,
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    stock: { quantity: 200, lowStockThreshold: 5 },
    status: 'active',
    isFeatured: true,
    tags: ['mechanical', 'wireless'],
    ...overrides,
  };
}

function orderBody(productId: string, method: string, figures: { quantity?: number; discount?: number; couponCode?: string } = {}) {
  const quantity = figures.quantity ?? 1;
  const subtotal = PRICE * quantity;
  const discount = figures.discount ?? 0;
  const deliveryFee = subtotal - discount < 50_000 ? 1000 : 0;
  const total = subtotal - discount + deliveryFee;
  return {
    items: [{ product: productId, quantity, price: PRICE, name: 'Plan Walk Keyboard' }],
    subtotal,
    discount,
    deliveryFee,
    total,
    ...(figures.couponCode ? { couponCode: figures.couponCode } : {}),
    shippingAddress: {
      firstName: 'Demo',
      lastName: 'Shopper',
      email: DEMO.shopper.email,
      phone: '0788123456',
      street: 'KN 5 Rd',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    },
    paymentInfo: { method, status: 'pending', amount: total, currency: 'RWF' },
    orderNotes: 'Leave it at the gate',
  };
}

function imageForm(field: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set(field, new Blob([PNG], { type: 'image/png' }), 'photo.png');
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

/**
 * Walks the shop's API as shoppers and an admin do, so that every kind of query the services
 * make runs at least once: listings with every sort and filter, search, product pages, reviews,
 * wishlist, coupons, orders paid every way, the admin screens and the newsletter.
 */
export async function walkTheShop(shop: TestShop, dataDir: string): Promise<void> {
  /** A request that must answer one of `expected` (any 2xx when not given). */
  const call = async (path: string, init: Init = {}, expected?: number[]): Promise<Answer> => {
    const res = await shop.api(`/api/v1${path}`, init);
    const ok = expected ? expected.includes(res.status) : res.status >= 200 && res.status < 300;
    if (!ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
    return res;
  };
  const until = async (what: string, attempt: () => Promise<boolean>, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await attempt())) {
      if (Date.now() > deadline) throw new Error(`${what}: still not done after ${timeoutMs} ms`);
      await pause(100);
    }
  };

  // Accounts.
  const admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  const shopperSession = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
  const shopper = shopperSession.accessToken;
  await call('/auth/providers');
  const reader = (
    await call('/auth/register', {
      method: 'POST',
      json: { email: 'plan.reader@example.rw', password: 'long-enough-1', firstName: 'Plan', lastName: 'Reader' },
    })
  ).body.data as { accessToken: string; refreshToken: string; user: { id: string } };
  await call('/auth/register', { method: 'POST', json: { email: 'plan.reader@example.rw', password: 'long-enough-1', firstName: 'Plan', lastName: 'Again' } }, [409]);
  await call('/auth/login', { method: 'POST', json: { email: DEMO.shopper.email, password: 'wrong-password' } }, [401]);
  await call('/auth/me', { token: shopper });
  await call('/users/me', { method: 'PATCH', token: shopper, json: { firstName: 'Demo', lastName: 'Shopper' } });
  const renewed = (await call('/auth/refresh', { method: 'POST', json: { refreshToken: reader.refreshToken } })).body.data as { refreshToken: string };
  await call('/auth/refresh', { method: 'POST', json: { refreshToken: reader.refreshToken } }, [401]);
  await call('/auth/logout', { method: 'POST', json: { refreshToken: renewed.refreshToken } });
  const readerToken = (await shop.login('plan.reader@example.rw', 'long-enough-1')).accessToken;

  // Admin products: create, update; one to delete later with its reviews and wishlist entries.
  const created = async (name: string, overrides: Record<string, unknown> = {}) =>
    (await call('/admin/products', { method: 'POST', token: admin, json: productBody(name, overrides) })).body.data as { _id: string; slug: string };
  const product = await created('Plan Walk Keyboard');
  const scarce = await created('Plan Walk Scarce Mouse', { category: 'mice', brand: 'Logitech', stock: { quantity: 3, lowStockThreshold: 5 }, tags: ['ergonomic'] });
  const doomed = await created('Plan Walk Doomed Headset', { category: 'audio', brand: 'Sony', isFeatured: false });
  await call(`/admin/products/${scarce._id}`, { method: 'PUT', token: admin, json: productBody('Plan Walk Scarce Mouse Pro', { category: 'mice', brand: 'Logitech', stock: { quantity: 2, lowStockThreshold: 5 }, status: 'active', price: 45_000 }) });
  await call(`/admin/products/${doomed._id}`, { method: 'PUT', token: admin, json: productBody('Plan Walk Doomed Headset', { category: 'audio', brand: 'Sony', status: 'inactive' }) });
  for (const query of ['', '&search=keyboard', '&search=plan walk', '&category=keyboards', '&status=inactive', '&search=mouse&category=mice&status=active']) {
    await call(`/admin/products?page=1&limit=10${query}`, { token: admin });
  }
  await call('/admin/products?page=3&limit=5', { token: admin });

  // Listings: every sort both ways, each filter, deep pages.
  const listing = (await call('/products?page=1&limit=50')).body.data as { products: Array<{ _id: string; slug: string; brand: string; category: string; tags: string[] }> };
  const demo = listing.products.find((p) => p.tags.length > 1) ?? listing.products[0]!;
  for (const sortBy of SORTS) {
    for (const sortOrder of ['asc', 'desc']) await call(`/products?sortBy=${sortBy}&sortOrder=${sortOrder}&page=1&limit=12`);
  }
  const filters = [
    `category=${demo.category}`,
    `brand=${encodeURIComponent(demo.brand)}`,
    'minPrice=20000&maxPrice=150000',
    'minPrice=50000',
    'maxPrice=30000',
    'inStock=true',
    'inStock=false',
    'featured=true',
    'featured=false',
    `tags=${encodeURIComponent(demo.tags[0] ?? 'wireless')}`,
    `tags=${encodeURIComponent(demo.tags.slice(0, 2).join(','))}`,
    'category=apparel',
    `category=${demo.category}&brand=${encodeURIComponent(demo.brand)}&minPrice=1000&maxPrice=5000000&inStock=true&sortBy=price&sortOrder=asc`,
    'featured=true&sortBy=rating&sortOrder=desc',
    'category=keyboards&sortBy=popularity&sortOrder=desc&page=2&limit=3',
    'page=4&limit=10',
    'page=50&limit=20',
  ];
  for (const filter of filters) await call(`/products?${filter}`);
  await call('/products/featured?limit=8');
  await call('/products/top-rated?limit=10');
  await call('/products/categories');
  await call('/products/brands');

  // Search: one word, several, a plural, with and without a sort, with filters, deep.
  for (const query of [
    'search=keyboard',
    'q=mechanical',
    'search=mechanical%20keyboard',
    'search=keyboards',
    'search=wireless%20mouse%20logitech',
    'search=keyboard&sortBy=price&sortOrder=asc',
    'search=keyboard&sortBy=createdAt&sortOrder=desc',
    'search=headphones&sortBy=rating&sortOrder=desc',
    `search=keyboard&category=keyboards&brand=Keychron&minPrice=1000&maxPrice=500000&inStock=true&featured=true`,
    'search=usb&tags=wireless',
    'search=a&page=3&limit=5',
    'search=zzzznothing',
  ]) {
    await call(`/products/search?${query}`);
  }
  await call('/products?search=keyboard&sortBy=name&sortOrder=asc');

  // Product pages.
  await call(`/products/${product._id}`);
  await call(`/products/slug/${product.slug}`);
  await call(`/products/slug/${demo.slug}`);
  await call(`/products/${doomed._id}`, {}, [404]);
  await call(`/products/${product._id}/related?limit=6`);
  await call(`/products/${demo._id}/related`);
  await call(`/products/${product._id}/view`, { method: 'POST', json: {} });
  await call(`/products/${demo._id}/view`, { method: 'POST', json: {} });

  // Reviews.
  const reviewOf = (res: Answer) => (res.body.data.review?._id ?? res.body.data._id) as string;
  await call(`/products/${product._id}/reviews`, { method: 'POST', token: shopper, json: { rating: 5, comment: 'Great switches, solid build.' } });
  await call(`/products/${product._id}/reviews`, { method: 'POST', token: shopper, json: { rating: 4, comment: 'Still great after a week.' } }, [200, 201, 409]);
  await call(`/products/${doomed._id}/reviews`, { method: 'POST', token: readerToken, json: { rating: 2, comment: 'Too quiet.' } }, [201, 404]);
  const readerReview = reviewOf(await call(`/products/${product._id}/reviews`, { method: 'POST', token: readerToken, json: { rating: 3, comment: 'Average keyboard.' } }));
  await call(`/products/${product._id}/reviews?page=1&limit=5`);
  await call(`/products/${demo._id}/reviews`);
  for (const query of ['', '&search=great', '&rating=5', `&product=${product._id}`, `&search=keyboard&rating=3&product=${product._id}`]) {
    await call(`/admin/reviews?page=1&limit=10${query}`, { token: admin });
  }
  await call('/admin/reviews?page=2&limit=10', { token: admin });
  await call(`/admin/products/${product._id}/reviews/${readerReview}`, { method: 'DELETE', token: admin });

  // Wishlist.
  for (const id of [product._id, doomed._id, demo._id]) await call(`/products/${id}/wishlist`, { method: 'POST', token: shopper }, [200, 201, 404]);
  await call(`/products/${product._id}/wishlist`, { method: 'POST', token: shopper });
  await call('/wishlist', { token: shopper });
  await call(`/wishlist/${demo._id}`, { method: 'DELETE', token: shopper });
  await call(`/products/${product._id}/wishlist`, { method: 'POST', token: readerToken });
  await call('/wishlist', { method: 'DELETE', token: readerToken });

  // Newsletter sign-ups; the welcome coupon once the orders service has heard of the shopper's.
  await call('/newsletter/subscribe', { method: 'POST', json: { email: DEMO.shopper.email } });
  await call('/newsletter/subscribe', { method: 'POST', json: { email: 'plan.reader@example.rw' } });
  await call('/newsletter/subscribe', { method: 'POST', json: { email: 'plan.reader@example.rw' } });
  for (let n = 1; n <= 12; n += 1) await call('/newsletter/subscribe', { method: 'POST', json: { email: `plan.subscriber.${n}@example.rw` } });
  let discount = 0;
  await until('WELCOME2 for a subscriber', async () => {
    const res = await shop.api('/api/v1/cart/coupon', { method: 'POST', token: shopper, json: { code: 'WELCOME2', subtotal: PRICE } });
    if (res.status !== 200) return false;
    discount = res.body.data.cart.discount as number;
    return true;
  });
  await call('/cart/coupon', { method: 'POST', token: shopper, json: { code: 'NOPE' } }, [400, 404]);
  const anonymous = await call('/cart/coupon', { method: 'POST', json: { code: 'WELCOME2', subtotal: PRICE } });
  const cookie = (anonymous.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await call('/cart/coupon', { method: 'DELETE', headers: { cookie } });

  // Orders, paid every way.
  await call(`/payments/methods?amount=${PRICE}`);
  const place = async (method: string, figures: Parameters<typeof orderBody>[2] = {}, headers: Record<string, string> = {}) =>
    (await call('/orders', { method: 'POST', token: shopper, json: orderBody(product._id, method, figures), headers })).body.data as {
      _id: string;
      orderNumber: string;
    };
  const withCoupon = await place('manual_momo', { couponCode: 'WELCOME2', discount });
  const byCard = await place('stripe', { quantity: 2 });
  const byMomo = await place('momo');
  const byProof = await place('manual_momo');
  const approved = await place('manual_momo');
  const claimed = await place('manual_momo');
  const cancelled = await place('manual_momo');
  const keyed = await place('manual_momo', {}, { 'Idempotency-Key': 'plan-walk-1' });
  const again = await place('manual_momo', {}, { 'Idempotency-Key': 'plan-walk-1' });
  if (again._id !== keyed._id) throw new Error('the Idempotency-Key placed a second order');
  await call('/orders', { method: 'POST', token: shopper, json: orderBody(scarce._id, 'manual_momo', { quantity: 50 }) }, [400, 409, 422]);

  const card = { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/39', cvv: '123' };
  await call('/payments/card', { method: 'POST', token: shopper, json: { orderId: byCard._id, card } });
  const prompt = (await call('/payments/momo/request', { method: 'POST', token: shopper, json: { orderId: byMomo._id, phone: '0780000001' }, headers: { 'Idempotency-Key': 'plan-momo-1' } }))
    .body.data as { paymentId: string; referenceId: string };
  await call('/payments/momo/callback', { method: 'POST', json: { referenceId: prompt.referenceId, status: 'SUCCESSFUL' } });
  await until('the mobile money prompt settled', async () => (await call(`/payments/${prompt.paymentId}/status`, { token: shopper })).body.data.status !== 'PENDING', 15_000);
  const proof = (await call(`/orders/${byProof._id}/payment-proof`, { method: 'POST', token: shopper, body: imageForm('paymentProof', { orderId: byProof._id }) })).body
    .data as { proofUrl: string };
  await call(`/payments/proofs/${proof.proofUrl.split('/').at(-1)}`, { token: admin });
  await call(`/admin/payments/${byProof._id}`, { token: admin });
  await call(`/admin/payments/${byProof._id}`, { method: 'PATCH', token: admin, json: { status: 'paid', note: 'Seen on the statement' } });
  await call(`/orders/${approved._id}/payment-status`, { method: 'PATCH', token: admin, json: { status: 'paid', referenceId: 'MP-PLAN-1' } });
  await call(`/orders/${claimed._id}/payment-status`, { method: 'PATCH', token: shopper, json: { status: 'completed', transactionId: 'TX-PLAN-1' } }, [200, 202, 400, 409]);

  // The shopper's orders.
  await call('/orders/my-orders?page=1&limit=50', { token: shopper });
  await call('/orders/my-orders?page=1&limit=50&status=pending', { token: shopper });
  await call('/orders/my-orders?page=2&limit=3&status=confirmed', { token: shopper });
  await call(`/orders/${withCoupon._id}`, { token: shopper });
  await call(`/orders/number/${withCoupon.orderNumber}`, { token: shopper });
  await call(`/orders/${'f'.repeat(24)}`, { token: shopper }, [404]);

  // The admin's orders: filters, search, status changes.
  for (const query of [
    'limit=5&page=1',
    'page=1&limit=10',
    `search=${withCoupon.orderNumber}`,
    `search=${encodeURIComponent(DEMO.shopper.email)}`,
    'search=demo%20shopper',
    'status=pending',
    'paymentStatus=paid',
    'paymentStatus=awaiting_verification',
    `search=demo&status=pending&paymentStatus=pending`,
    'page=3&limit=2',
  ]) {
    await call(`/orders?${query}`, { token: admin });
  }
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    await call(`/orders/${approved._id}/status`, { method: 'PATCH', token: admin, json: { status, trackingNumber: 'BIKE-7', notes: `Now ${status}` } });
  }
  await call(`/orders/${cancelled._id}/status`, { method: 'PATCH', token: admin, json: { status: 'cancelled', notes: 'Asked by the shopper' } });

  // Admin users.
  for (const query of ['', '&search=shop', '&role=admin', '&role=user&status=active', '&status=blocked', '&status=active&search=demo']) {
    await call(`/admin/users?page=1&limit=10${query}`, { token: admin });
  }
  await call('/admin/users?page=2&limit=1', { token: admin });
  await call(`/admin/users/${reader.user.id}/block`, { method: 'PATCH', token: admin, json: { blocked: true } });
  await call(`/admin/users/${reader.user.id}/block`, { method: 'PATCH', token: admin, json: { blocked: false } });

  // Dashboard, with its low stock.
  await call('/admin/stats', { token: admin });

  // The newsletter screen, the send log, a campaign, unsubscribing.
  await call('/newsletter/subscribers?page=1&limit=20', { token: admin });
  await call('/newsletter/subscribers?page=2&limit=5', { token: admin });
  await call('/newsletter/subscribers/export', { token: admin });
  await call('/newsletter/bulk-email', { method: 'POST', token: admin, json: { subject: 'Plan walk news', htmlContent: '<p>Hello</p>', textContent: 'Hello' } });
  for (const query of ['', '&status=failed', '&status=sent', '&status=pending']) await call(`/admin/emails?page=1&limit=20${query}`, { token: admin });
  const links = await unsubscribeLinks(join(dataDir, 'outbox'));
  const readerLink = links.get('plan.reader@example.rw');
  const oneClickLink = links.get('plan.subscriber.1@example.rw');
  if (!readerLink || !oneClickLink) throw new Error('no welcome e-mail with an unsubscribe link was written');
  await call('/newsletter/unsubscribe', { method: 'POST', json: { token: readerLink } });
  await call('/newsletter/unsubscribe', { method: 'POST', json: { token: readerLink } }, [200, 400, 404]);
  await call('/newsletter/unsubscribe', { method: 'POST', json: { token: 'not-a-token' } }, [400, 404]);
  await call(`/newsletter/unsubscribe/one-click?token=${encodeURIComponent(oneClickLink)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  await call('/newsletter/subscribe', { method: 'POST', json: { email: 'plan.reader@example.rw' } });
  await call('/newsletter/subscribers?page=1&limit=20', { token: admin });

  // Last: deleting a product takes its reviews and wishlist entries along.
  await call(`/admin/products/${doomed._id}`, { method: 'DELETE', token: admin });
  await call(`/admin/products/${product._id}`, { method: 'DELETE', token: admin }, [200, 204, 409]);
  await call('/admin/stats', { token: admin });
}

/** The unsubscribe token of the newest e-mail to each address, from DATA_DIR/outbox. */
async function unsubscribeLinks(directory: string): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(directory, name), 'utf8')) as { to: string; text: string };
    const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token) links.set(mail.to, token);
  }
  return links;
}
