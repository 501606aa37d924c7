import { VARIANT_MESSAGES } from '@shop/contracts';
import { expect, it } from 'vitest';
import { failureOf, orderFor, adminActor, adminAccount } from '../orders-test-kit';
import type { ContractContext } from './context';

export function variantsContract(ctx: ContractContext): void {
  /** A hoodie the catalog sells in L (25,000 RWF) and XXL (28,000 RWF), 5 of each. */
  async function hoodie() {
    const { t } = ctx;
    const product = await t.createProduct({ name: 'DevShop Hoodie', price: 25_000, stock: { quantity: 10 } });
    const body = {
      options: [{ name: 'Size', values: ['L', 'XXL'] }],
      variants: [
        { options: ['L'], price: 25_000, quantity: 5 },
        { options: ['XXL'], price: 28_000, quantity: 5 },
      ],
    };
    const sold = await t.catalog.replaceVariants({ id: product._id, body, actor: adminAccount });
    return { product: sold, large: sold.variants[0]!, xxl: sold.variants[1]! };
  }
  const stockOf = async (productId: string) => (await ctx.t.product(productId)).variants.map((variant) => [variant.label, variant.stock.quantity, variant.stock.reserved]);

  it('prices and holds each size ordered as a line of its own, and refunds one size back into its stock', async () => {
    const { t } = ctx;
    const { product, large, xxl } = await hoodie();
    const input = orderFor(1, [{ product, quantity: 3 }]);
    const items = [
      { product: product._id, variant: large._id, quantity: 2, price: 25_000 },
      { product: product._id, variant: xxl._id, quantity: 1, price: 28_000 },
    ];
    const { order } = await t.api.placeOrder({ ...input, items, subtotal: 78_000, deliveryFee: 0, total: 78_000, paymentInfo: { method: 'momo' } });
    expect(order.items.map(({ variant, variantLabel, price, quantity }) => [variant, variantLabel, price, quantity])).toEqual([
      [large._id, 'L', 25_000, 2],
      [xxl._id, 'XXL', 28_000, 1],
    ]);
    expect(await stockOf(product._id)).toEqual([
      ['L', 5, 2],
      ['XXL', 5, 1],
    ]);

    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    const refunded = await t.api.requestRefund({ orderId: order._id, ...adminActor, lines: [{ product: product._id, variant: xxl._id, quantity: 1 }] });
    const [refund] = refunded.refunds ?? [];
    expect(refund).toMatchObject({ amount: 28_000, lines: [{ product: product._id, variant: xxl._id, name: 'DevShop Hoodie — XXL', quantity: 1 }] });
    await t.refunded({ refundId: refund!.refundId, orderId: order._id, status: 'succeeded', amount: 28_000 });
    expect(await stockOf(product._id)).toEqual([
      ['L', 3, 0],
      ['XXL', 5, 0],
    ]);
  });

  it('refuses a line of a product sold in variants that names none, naming the line', async () => {
    const { t } = ctx;
    const { product } = await hoodie();
    const failure = await failureOf(t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }])));
    expect(failure).toMatchObject({ kind: 'invalid', message: VARIANT_MESSAGES.chooseVariant, errors: [{ path: 'items.0.variant', message: VARIANT_MESSAGES.chooseVariant }] });
  });
}
