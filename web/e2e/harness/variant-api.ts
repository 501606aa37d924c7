import { productSchema, productVariantsBodySchema, VARIANT_MESSAGES, variantLabelOf, type Product, type ProductVariant } from '@shop/contracts';
import type { Page, Route } from 'playwright-core';

/** A canned answer for the next PUT of the variants, instead of storing them. */
export type VariantPutAnswer = { status: number; body: Record<string, unknown> };

/** The admin product list and PUT /api/v1/admin/products/{id}/variants as the page sees them, with what was asked. */
export interface FakeVariantApi {
  stored: () => Product;
  /** The bodies of the PUTs, in order. */
  puts: unknown[];
  /** Answers the next PUT with `answer` rather than storing it. */
  answerNextPut(answer: VariantPutAnswer): void;
}

const refuse = (route: Route, status: number, message: string, errors: { path: string; message: string }[] = []) =>
  route.fulfill({ status, json: { success: false, message, ...(errors.length ? { errors } : {}) } });

/** A number of the body as the catalog reads it: a number or numeric text; undefined when absent. */
const numberOf = (value: unknown): number | undefined => (value === undefined || value === null || value === '' ? undefined : Number(value));

/**
 * The product with the options and variants of a PUT body, as the catalog stores them: a
 * combination sold before keeps its id and reserved units; the others get a new id. Blank
 * figures take the product's; its price becomes the lowest variant's and its stock the sums.
 * Empty options and variants make it one thing again, with the units its variants had.
 */
function applied(product: Product, body: ReturnType<typeof productVariantsBodySchema.parse>, nextId: () => string): Product {
  const before = new Map(product.variants.map((variant) => [JSON.stringify(variant.options), variant]));
  const threshold = product.stock.lowStockThreshold;
  const variants: ProductVariant[] = body.variants.map((input) => {
    const known = before.get(JSON.stringify(input.options));
    const quantity = numberOf(input.quantity) ?? 0;
    const reserved = known?.stock.reserved ?? 0;
    const originalPrice = numberOf(input.originalPrice);
    return {
      _id: known?._id ?? nextId(),
      sku: input.sku?.trim() || `${product.fiscal.itemCode}-${input.options.join('-').toUpperCase()}`,
      options: input.options,
      label: variantLabelOf(input.options),
      price: numberOf(input.price) ?? product.price,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      stock: { quantity, reserved, available: quantity - reserved, lowStockThreshold: numberOf(input.lowStockThreshold) ?? threshold },
    };
  });
  const sum = (pick: (variant: ProductVariant) => number) => variants.reduce((total, variant) => total + pick(variant), 0);
  if (variants.length === 0) {
    const quantity = product.variants.length ? product.variants.reduce((total, v) => total + v.stock.quantity, 0) : product.stock.quantity;
    return { ...product, options: [], variants: [], stock: { ...product.stock, quantity, available: quantity - product.stock.reserved } };
  }
  return {
    ...product,
    options: body.options,
    variants,
    price: Math.min(...variants.map((variant) => variant.price)),
    stock: { quantity: sum((v) => v.stock.quantity), reserved: sum((v) => v.stock.reserved), available: sum((v) => v.stock.available), lowStockThreshold: threshold },
  };
}

/**
 * GET /api/v1/admin/products (one page holding `initial`) and its PUT of variants, answered in
 * the page as the contract describes them (envelope, 400 with field errors, 409 when a variant
 * with reserved units would go, or the options while open orders hold units). The catalog's own endpoint can replace this once it is served.
 */
export async function fakeVariantApi(page: Page, initial: Product): Promise<FakeVariantApi> {
  let product = productSchema.parse(initial);
  let ids = 0;
  const nextId = () => `${'f'.repeat(20)}${String(++ids).padStart(4, '0')}`;
  const puts: unknown[] = [];
  const answers: VariantPutAnswer[] = [];

  await page.route(
    (url) => url.pathname === '/api/v1/admin/products',
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, json: { success: true, data: { products: [product], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } } })
        : route.fallback(),
  );

  await page.route(`**/api/v1/admin/products/${product._id}/variants`, async (route) => {
    const body: unknown = route.request().postDataJSON();
    puts.push(body);
    const answer = answers.shift();
    if (answer) return route.fulfill({ status: answer.status, json: answer.body });
    const parsed = productVariantsBodySchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return refuse(route, 400, 'Validation failed', errors);
    }
    if (parsed.data.variants.length === 0 && product.stock.reserved > 0) return refuse(route, 409, VARIANT_MESSAGES.reservedWhileConverting);
    const kept = new Set(parsed.data.variants.map((variant) => JSON.stringify(variant.options)));
    if (product.variants.some((variant) => variant.stock.reserved > 0 && !kept.has(JSON.stringify(variant.options)))) {
      return refuse(route, 409, VARIANT_MESSAGES.reservedVariantRemoved);
    }
    product = productSchema.parse(applied(product, parsed.data, nextId));
    return route.fulfill({ status: 200, json: { success: true, data: product } });
  });

  return {
    stored: () => product,
    puts,
    answerNextPut: (answer) => void answers.push(answer),
  };
}
