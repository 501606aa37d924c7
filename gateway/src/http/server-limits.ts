import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ServerLimits {
  /** The whole request line and headers must arrive within this time. */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeout: number;
  /** How often the server looks for connections past those times. */
  connectionsCheckingInterval: number;
}

/**
 * Against slow clients that hold connections open by sending a request a byte at a time. Headers
 * are a few KB: 10 s is plenty on any link. A whole request may be an upload of a few MB from a
 * phone on a slow mobile link: two minutes.
 */
export const GATEWAY_SERVER_LIMITS: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/** The gateway's HTTP server: the request listener behind the limits above (408 past them). */
export function createGatewayServer(listener: (req: IncomingMessage, res: ServerResponse) => void, limits: ServerLimits = GATEWAY_SERVER_LIMITS): Server {
  const server = createServer({ ...limits }, listener);
  server.keepAliveTimeout = limits.keepAliveTimeout;
  return server;
}
