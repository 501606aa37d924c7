import helmet from 'helmet';

/**
 * A strict CSP the SPA is built to live under: no inline script or style, nothing from elsewhere
 * except images over HTTPS (an admin may paste a product image's URL). Plain http: images stay
 * blocked: they would make the page mixed content. web/csp.ts holds the same policy for index.html.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // blob: the admin's view of a private payment proof, fetched with the token and shown by object URL.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
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
