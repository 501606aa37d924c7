import type { CatalogApi, ProductView } from '@shop/catalog';
import { COUPON_MESSAGES } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, orderFor, shopper, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import type { PlacedOrder } from '../../api/orders-api';
import { afterFirstOrderCount, recordOrderInserts } from '../../testing/racing-order-stores';

let t: TestOrders;
afterEach(() => t?.close());

/** The real catalog, holding the first reservation asked of it until the test lets it through. */
function firstReservationHeld() {
  let arrive!: () => void;
  let open!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  let first = true;
  const via = (catalog: CatalogApi): CatalogApi =>
    new Proxy(catalog, {
      get: (target, name: keyof CatalogApi) =>
        name === 'reserveStock'
          ? async (input: Parameters<CatalogApi['reserveStock']>[0]) => {
              if (first) {
                first = false;
                arrive();
                await opened;
              }
              return target.reserveStock(input);
            }
          : target[name],
    });
  return { via, reached, open };
}

/** A subscriber's plain order and WELCOME2 order of one 100,000 RWF product. */
async function subscriberOrders(n: number, product: ProductView) {
  await t.api.recordSubscriber(shopper(n).email);
  return {
    plain: () => t.api.placeOrder(orderFor(n, [{ product, quantity: 1 }])),
    welcome: () => t.api.placeOrder(orderFor(n, [{ product, quantity: 1 }], { couponCode: 'WELCOME2', discount: 2000 })),
  };
}

describe('PlaceOrder: WELCOME2 is for the first order only, however the orders race', () => {
  it('refuses WELCOME2 with the first-order message while another order of the subscriber is being placed', async () => {
    const held = firstReservationHeld();
    t = await startTestOrders({ catalogVia: held.via });
    const product = await t.createProduct({ price: 100_000, stock: { quantity: 5 } });
    const { plain, welcome } = await subscriberOrders(60, product);
    const placing = plain();
    await held.reached;

    const refused = await failureOf(welcome());
    const message = COUPON_MESSAGES.first_order_only;
    expect(refused).toMatchObject({ kind: 'conflict', message, errors: [{ path: 'couponCode', message }] });
    expect(refused.details).toMatchObject({ reason: 'first_order_only', discount: 0, total: 100_000 });
    held.open();
    expect((await placing).order.discount).toBe(0);
    expect(await t.couponUses('WELCOME2')).toBe(0);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
    expect(await t.documents.collection('orders').count({})).toBe(1);
  });

  it('refuses WELCOME2 when another order of the subscriber is written between its first-order check and its own order', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 100_000, stock: { quantity: 5 } });
    const { plain, welcome } = await subscriberOrders(62, product);
    let other: PlacedOrder | undefined;
    afterFirstOrderCount(t.documents, async () => {
      other = await plain();
    });

    const refused = await failureOf(welcome());
    const message = COUPON_MESSAGES.first_order_only;
    expect(refused).toMatchObject({ kind: 'conflict', message, errors: [{ path: 'couponCode', message }] });
    expect(refused.details).toMatchObject({ reason: 'first_order_only', discount: 0, total: 100_000 });
    expect(other?.order.discount).toBe(0);
    expect(await t.couponUses('WELCOME2')).toBe(0);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
    expect(await t.documents.collection('orders').count({})).toBe(1);
  });

  it('places a plain order beside a WELCOME2 order being placed: the WELCOME2 one is the first', async () => {
    const held = firstReservationHeld();
    t = await startTestOrders({ catalogVia: held.via });
    const product = await t.createProduct({ price: 100_000, stock: { quantity: 5 } });
    const { plain, welcome } = await subscriberOrders(61, product);
    const placing = welcome();
    await held.reached;

    expect((await plain()).order.discount).toBe(0);
    held.open();
    expect((await placing).order).toMatchObject({ couponCode: 'WELCOME2', discount: 2000, total: 98_000 });
    expect(await t.couponUses('WELCOME2')).toBe(1);
  });

  it('a plain order and a WELCOME2 order sent together: the discount only ever goes to the first one', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 100_000, stock: { quantity: 50 } });
    const written = recordOrderInserts(t.documents);
    for (let round = 0; round < 8; round += 1) {
      const { plain, welcome } = await subscriberOrders(70 + round, product);
      // Sent in one order, then the other.
      const sent = round % 2 === 0 ? { plain: plain(), welcome: welcome() } : { welcome: welcome(), plain: plain() };
      const [plainResult, welcomeResult] = await Promise.allSettled([sent.plain, sent.welcome]);
      if (plainResult.status !== 'fulfilled') throw plainResult.reason;
      expect(plainResult.value.order.discount).toBe(0);
      if (welcomeResult.status === 'rejected') {
        expect(welcomeResult.reason).toMatchObject({ kind: 'conflict', message: COUPON_MESSAGES.first_order_only });
      } else {
        expect(welcomeResult.value.order.discount).toBe(2000);
        expect(written.indexOf(welcomeResult.value.order._id), `round ${round}: the WELCOME2 order was written first`).toBeLessThan(
          written.indexOf(plainResult.value.order._id),
        );
      }
    }
  });
});
