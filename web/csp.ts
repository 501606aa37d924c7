/**
 * The Content-Security-Policy the SPA is built for: no inline scripts or styles, no external
 * hosts except for images over HTTPS. The build puts `metaPolicy` into index.html; servers
 * should send `headerPolicy` (a header can also carry frame-ancestors, which a meta element
 * cannot).
 */
const directives = [
  "default-src 'self'",
  // Images over HTTPS may come from anywhere: an admin can paste a product image's URL.
  // blob: a private payment proof, fetched with the bearer token and shown by object URL.
  "img-src 'self' data: blob: https:",
  "style-src 'self'",
  // Stripe.js, its frames (the Payment Element, 3-D Secure) and its API: the gateway's header
  // policy lets them in only where the card provider's form is offered (STRIPE_PUBLISHABLE_KEY).
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  "connect-src 'self' https://api.stripe.com",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const metaPolicy = directives.join('; ');
export const headerPolicy = [...directives, "frame-ancestors 'none'"].join('; ');
