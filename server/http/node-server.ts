// The Node HTTP server with the limits of config.ts: how long a client may take over its request, how
// long an idle connection is kept, and how many connections may be open at once
// (docs/decisions/0007-abuse-limits.md).
import http from 'node:http';
import type { Config } from '../config';

export type ServerLimits = Pick<
  Config,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'SOCKET_TIMEOUT_MS' | 'MAX_CONNECTIONS'
>;

/**
 * Node looks for connections over the header and request limits only every `connectionsCheckingInterval`
 * (30 s by default), so a slow client could keep its socket up to 30 s past the limit. A quarter of the
 * header limit, at most a second, keeps the overshoot small at the cost of a walk over the open
 * connections (at most MAX_CONNECTIONS) each time.
 */
export function checkingInterval(headersTimeoutMs: number): number {
  return Math.max(25, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
}

export function createHttpServer(handler: http.RequestListener, limits: ServerLimits): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.HEADERS_TIMEOUT_MS,
      requestTimeout: limits.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: checkingInterval(limits.HEADERS_TIMEOUT_MS),
    },
    handler,
  );
  server.keepAliveTimeout = limits.KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = limits.SOCKET_TIMEOUT_MS;
  server.maxConnections = limits.MAX_CONNECTIONS;
  return server;
}
