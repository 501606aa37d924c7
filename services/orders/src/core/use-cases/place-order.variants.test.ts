import { VARIANT_MESSAGES } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import { catalogSellingVariants } from '../../testing/variant-catalog';

let t: TestOrders;
afterEach(() => t?.close());

const LARGE = { id: 'a1a1a1a1a1a1a1a1a1a1a1a1', label: 'L / Black', price: 25_000 };
const XXL = { id: 'a2a2a2a2a2a2a2a2a2a2a2a2', label: 'XXL / Black', price: 28_000 };

/** A shop selling a hoodie in two sizes (the larger dearer) and a mouse as one thing. */
async function shopWithHoodie() {
  const catalog = catalogSellingVariants();
  t = await startTestOrders({ catalogVia: catalog.via });
  const hoodie = await t.createProduct({ name: 'DevShop Hoodie', price: 25_000, stock: { quantity: 10 } });
  const mouse = await t.createProduct({ name: 'MX Master', price: 9000, stock: { quantity: 10 } });
  catalog.sell(hoodie._id, [LARGE, XXL]);
  return { catalog, hoodie, mouse };
}

describe('PlaceOrder with a product sold in variants', () => {
  it('sells each size at its own price as a line of its own, reserving it by variant, and shows and announces the variant bought', async () => {
    const { catalog, hoodie, mouse } = await shopWithHoodie();
    const input = orderFor(1, [{ product: mouse, quantity: 1 }]);
    const items = [
      { product: hoodie._id, variant: XXL.id.toUpperCase(), quantity: 1, price: 28_000 },
      { product: hoodie._id, variant: LARGE.id, quantity: 1, price: 25_000 },
      input.items[0]!,
      { product: hoodie._id, variant: LARGE.id, quantity: 1, price: 25_000 },
    ];
    const { order } = await t.api.placeOrder({ ...input, items, subtotal: 87_000, deliveryFee: 0, total: 87_000, paymentInfo: { method: 'momo' } });

    expect(order.items.map(({ product, variant, variantLabel, name, price, quantity }) => ({ product, variant, variantLabel, name, price, quantity }))).toStrictEqual([
      { product: hoodie._id, variant: XXL.id, variantLabel: 'XXL / Black', name: 'DevShop Hoodie', price: 28_000, quantity: 1 },
      { product: hoodie._id, variant: LARGE.id, variantLabel: 'L / Black', name: 'DevShop Hoodie', price: 25_000, quantity: 2 },
      { product: mouse._id, variant: undefined, variantLabel: undefined, name: 'MX Master', price: 9000, quantity: 1 },
    ]);
    expect(order).toMatchObject({ subtotal: 87_000, total: 87_000 });
    expect(catalog.reserved).toStrictEqual([
      {
        reference: order._id,
        items: [
          { productId: hoodie._id, variantId: XXL.id, quantity: 1 },
          { productId: hoodie._id, variantId: LARGE.id, quantity: 2 },
          { productId: mouse._id, quantity: 1 },
        ],
      },
    ]);
    const [placed] = await t.eventsOf('order.placed');
    expect(placed!.data).toMatchObject({
      items: [
        { productId: hoodie._id, variantId: XXL.id, variantLabel: 'XXL / Black', name: 'DevShop Hoodie', price: 28_000, quantity: 1 },
        { productId: hoodie._id, variantId: LARGE.id, variantLabel: 'L / Black', name: 'DevShop Hoodie', price: 25_000, quantity: 2 },
        { productId: mouse._id, name: 'MX Master', price: 9000, quantity: 1 },
      ],
    });
  });

  it('keeps the label the variant had when it was bought', async () => {
    const { catalog, hoodie } = await shopWithHoodie();
    const input = orderFor(2, [{ product: hoodie, quantity: 1 }]);
    const { order } = await t.api.placeOrder({ ...input, items: [{ product: hoodie._id, variant: LARGE.id, quantity: 1, price: 25_000 }] });
    catalog.sell(hoodie._id, [{ ...LARGE, label: 'Large / Black' }, XXL]);
    expect((await t.api.getOrder({ orderId: order._id, actor: { userId: order.userId, role: 'USER' } })).items[0]?.variantLabel).toBe('L / Black');
  });

  it('refuses a line without its options, or with a variant no longer sold, naming the line and placing nothing', async () => {
    const { catalog, hoodie, mouse } = await shopWithHoodie();
    const input = orderFor(3, [
      { product: mouse, quantity: 1 },
      { product: hoodie, quantity: 1 },
    ]);
    const unchosen = await failureOf(t.api.placeOrder(input));
    expect(unchosen).toMatchObject({ kind: 'invalid', message: VARIANT_MESSAGES.chooseVariant });
    expect(unchosen.errors).toStrictEqual([{ path: 'items.1.variant', message: 'Choose the options of this product' }]);

    const withdrawn = { ...input, items: [input.items[0]!, { ...input.items[1]!, variant: 'a3a3a3a3a3a3a3a3a3a3a3a3' }] };
    const gone = await failureOf(t.api.placeOrder(withdrawn));
    expect(gone.errors).toStrictEqual([{ path: 'items.1.variant', message: 'This variant is no longer sold' }]);

    const onMouse = { ...input, items: [{ ...input.items[0]!, variant: LARGE.id }, { ...input.items[1]!, variant: LARGE.id }] };
    expect((await failureOf(t.api.placeOrder(onMouse))).errors).toStrictEqual([{ path: 'items.0.variant', message: VARIANT_MESSAGES.variantNotFound }]);

    expect(catalog.reserved).toEqual([]);
    expect(await t.documents.collection('orders').count({})).toBe(0);
  });

  it('refuses a size shown at the price of another, with the server’s price of each variant line', async () => {
    const { hoodie } = await shopWithHoodie();
    const input = orderFor(4, [{ product: hoodie, quantity: 2 }]);
    const items = [
      { product: hoodie._id, variant: LARGE.id, quantity: 1, price: 28_000 },
      { product: hoodie._id, variant: XXL.id, quantity: 1, price: 25_000 },
    ];
    const failure = await failureOf(t.api.placeOrder({ ...input, items, subtotal: 53_000, deliveryFee: 0, total: 53_000, paymentInfo: { method: 'momo' } }));
    expect(failure).toMatchObject({ kind: 'conflict', message: 'Prices have changed. Please review your cart.' });
    expect(failure.details).toStrictEqual({
      subtotal: 53_000,
      discount: 0,
      deliveryFee: 0,
      total: 53_000,
      items: [
        { product: hoodie._id, variant: LARGE.id, price: 25_000 },
        { product: hoodie._id, variant: XXL.id, price: 28_000 },
      ],
    });
  });
});
