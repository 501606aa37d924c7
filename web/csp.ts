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
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const metaPolicy = directives.join('; ');
export const headerPolicy = [...directives, "frame-ancestors 'none'"].join('; ');
