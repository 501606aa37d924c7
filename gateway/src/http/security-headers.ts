import helmet from 'helmet';

/** A strict CSP the SPA is built to live under: no inline script or style, nothing from elsewhere. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
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
