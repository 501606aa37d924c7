// Free of zod, so the browser can import it (`@shop/contracts/product-images`).

/**
 * The site path of the picture shown for a product without one, or whose image cannot load
 * (SPEC section 3: image, then placeholder); web/public serves it.
 */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';
