import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';

export interface GracefulClose {
  /**
   * Stops taking connections and lets the requests in progress finish. Idle keep-alive
   * connections close at once; a busy one closes after its response, which says
   * `Connection: close` so the client does not send another request on it. Past `timeoutMs`
   * whatever is still open is cut. Resolves with how many requests were cut.
   */
  close(timeoutMs: number): Promise<{ cut: number }>;
  /** Requests being answered now. */
  readonly inFlight: number;
}

/** Follows the responses of `server` from now on, so that it can be closed without cutting them. */
export function closableGracefully(server: Server): GracefulClose {
  const answering = new Set<ServerResponse>();
  let closing = false;
  const endConnectionAfter = (res: ServerResponse) => {
    // A response already under way (a hot read writes it at once) ends its connection by itself below.
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      // Its connection is idle now: close it instead of waiting for the keep-alive timeout.
      if (closing) server.closeIdleConnections();
    });
    if (closing) endConnectionAfter(res);
  });

  return {
    get inFlight() {
      return answering.size;
    },
    async close(timeoutMs) {
      closing = true;
      answering.forEach(endConnectionAfter);
      const closed = once(server, 'close');
      server.close();
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
      const outcome = await Promise.race([closed, timedOut]);
      clearTimeout(timer);
      if (outcome !== 'timed out') return { cut: 0 };
      const cut = answering.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
