import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerPolicy } from '../../../web/csp';
import { listen } from '../testing/listen';
import { securityHeaders } from './security-headers';

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
    app.use(securityHeaders());
    app.get('/', (_req, res) => res.send('<div id="root"></div>'));
    server = await listen(app);
  });
  afterAll(() => server.close());

  async function policy(): Promise<Record<string, string[]>> {
    const res = await fetch(server.url);
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

  it('matches the policy the web build puts in index.html: the browser enforces both', async () => {
    expect(await policy()).toEqual(parsePolicy(headerPolicy));
  });
});
