import helmet from 'helmet';

/**
 * What Stripe.js needs (Stripe's CSP guide): its script, the frames of the Payment Element and
 * of 3-D Secure, and its API. Allowed only where the card provider's form is offered.
 */
export const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

export interface SecurityHeaderOptions {
  /** The checkout takes cards in Stripe's Payment Element (STRIPE_PUBLISHABLE_KEY is set). */
  stripe?: boolean;
}

/**
 * A strict CSP the SPA is built to live under: no inline script or style, nothing from elsewhere
 * except images over HTTPS (an admin may paste a product image's URL), and Stripe.js with its
 * frames where the card provider's form is offered. Plain http: images stay blocked: they would
 * make the page mixed content. web/csp.ts holds the policy for index.html; the browser enforces
 * both, so that one must allow at least what this one does.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const stripe = options.stripe === true;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.scriptSrc : [])],
        styleSrc: ["'self'"],
        // blob: the admin's view of a private payment proof, fetched with the token and shown by object URL.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connectSrc : [])],
        ...(stripe ? { frameSrc: ["'self'", ...STRIPE_SOURCES.frameSrc] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Social sign-in returns through a top-level redirect; a strict opener policy would not hurt it.
    crossOriginEmbedderPolicy: false,
  });
}

/** The headers `securityHeaders()` sets on every response, for a path that answers without Express. */
export function securityHeaderValues(): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let done = false;
  securityHeaders()({} as never, res as never, () => (done = true));
  if (!done) throw new Error('the security headers did not apply synchronously');
  return [...headers];
}
