// The Node HTTP server with the limits of config.ts: how long a client may take over its request, how
// long an idle connection is kept, and how many connections may be open at once
// (docs/decisions/0007-abuse-limits.md).
import http from 'node:http';
import type net from 'node:net';
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

/**
 * What closes, when the server drains, the connections that have sent nothing yet (opened ahead of need by
 * a browser or a load balancer): Node counts them busy, so closeIdleConnections() leaves them, and once
 * close() is called it no longer times out their headers either, so each would hold the drain until the
 * last-resort timer. A connection that has sent any byte of a request is left to finish it.
 */
export function closerOfUnusedConnections(server: http.Server): () => void {
  const open = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  };
}
