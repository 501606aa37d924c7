import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerPolicy } from '../../../web/csp';
import { listen } from '../testing/listen';
import { securityHeaders, STRIPE_SOURCES } from './security-headers';

/** The policy as a map of directive → sources, so order and spacing do not matter. */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.sort()]),
  );
}

describe('securityHeaders', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.get('/stripe', securityHeaders({ stripe: true }), (_req, res) => res.send('<div id="root"></div>'));
    app.use(securityHeaders());
    app.get('/', (_req, res) => res.send('<div id="root"></div>'));
    server = await listen(app);
  });
  afterAll(() => server.close());

  async function policy(path = '/'): Promise<Record<string, string[]>> {
    const res = await fetch(`${server.url}${path}`);
    return parsePolicy(res.headers.get('content-security-policy') ?? '');
  }

  it('allows images from the page, data: and blob: URLs and any HTTPS host, never plain http:', async () => {
    const csp = await policy();
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'].sort());
    expect(csp['img-src']).not.toContain('http:');
    expect(csp['img-src']).not.toContain('*');
  });

  it('keeps everything else to the page itself: no inline code, no other host, no framing', async () => {
    expect(await policy()).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'].sort(),
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it.each(['/', '/stripe'])('allows nothing the policy the web build puts in index.html does not: the browser enforces both (%s)', async (path) => {
    const meta = parsePolicy(headerPolicy);
    const header = await policy(path);
    for (const [directive, sources] of Object.entries(header)) {
      // A directive the meta policy leaves out falls back to its default-src.
      const allowed = meta[directive] ?? (directive.endsWith('-src') ? meta['default-src'] : undefined);
      expect({ directive, sources: sources.filter((source) => !allowed?.includes(source)) }).toEqual({ directive, sources: [] });
    }
  });

  it('lets Stripe.js, its frames (Payment Element, 3-D Secure) and its API in only where the card provider’s form is offered', async () => {
    const stripe = await policy('/stripe');
    expect(stripe['script-src']).toEqual(["'self'", ...STRIPE_SOURCES.scriptSrc].sort());
    expect(stripe['frame-src']).toEqual(["'self'", ...STRIPE_SOURCES.frameSrc].sort());
    expect(stripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com'].sort());
    expect(STRIPE_SOURCES.scriptSrc).toContain('https://js.stripe.com');
    expect(STRIPE_SOURCES.frameSrc).toContain('https://js.stripe.com');
    const { 'script-src': _script, 'frame-src': _frame, 'connect-src': _connect, ...others } = stripe;
    const { 'script-src': _s, 'connect-src': _c, ...plainOthers } = await policy();
    expect(others).toEqual(plainOthers);
    expect(JSON.stringify(await policy())).not.toContain('stripe');
  });
});
