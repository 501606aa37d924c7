import type { RequestHandler } from 'express';
import { shopMetrics, type Logger } from '@shop/platform';

/** The headers a proxy writes its client's address in. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** TRUSTED_PROXIES as Express compiles it (its `trust proxy fn` setting): whether the peer at `address` is a proxy to believe. */
export type TrustedProxy = (address: string, hop: number) => boolean;

/**
 * Notices requests that carry forwarded headers from a peer TRUSTED_PROXIES does not name. Their
 * client address is the peer's, as it should be (anyone can send the headers); but when that peer
 * is the shop's own reverse proxy, every client behind it shares one address, so one client's
 * failed sign-ins trip the per-client limit for all. Warns once per gateway (one per process)
 * and counts every such request (`shop_http_untrusted_forwarded_total`).
 */
export function untrustedForwarding(logger: Logger, trusted: TrustedProxy): RequestHandler {
  const counter = shopMetrics().untrustedForwarded;
  let warned = false;
  return (req, _res, next) => {
    const peer = req.socket.remoteAddress;
    const headers = FORWARDED_HEADERS.filter((name) => req.headers[name] !== undefined);
    if (headers.length > 0 && peer !== undefined && !trusted(peer, 0)) {
      counter.inc();
      if (!warned) {
        warned = true;
        logger.warn(
          { peer, headers },
          'forwarded headers from an untrusted peer are ignored; every client behind that proxy shares one address for rate limits; ' +
            'set TRUSTED_PROXIES to the proxy if there is one (warned once)',
        );
      }
    }
    next();
  };
}
