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

const connectionsOf = new WeakMap<http.Server, Set<net.Socket>>();

/** The server's open connections (kept from the first ask on: ask before it listens), one set for all who ask. */
function openConnections(server: http.Server): ReadonlySet<net.Socket> {
  let open = connectionsOf.get(server);
  if (!open) {
    const sockets = new Set<net.Socket>();
    server.on('connection', (socket: net.Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    connectionsOf.set(server, sockets);
    open = sockets;
  }
  return open;
}

/**
 * At most `max` open connections. One more closes the idle keep-alive connections first (a connection
 * between two requests of a visitor who has read a page; the browser opens a new one when it needs it),
 * and is refused only if none of them was idle. Without this, the connections of past visitors kept for
 * the keep-alive time (a minute) would fill the cap in a burst of new ones and shut them out, and one
 * client could hold every slot with connections it leaves idle. Node's own `maxConnections` refuses the
 * new connection in both cases.
 */
function capConnections(server: http.Server, max: number, onRefused: () => void): void {
  const open = openConnections(server);
  const live = () => {
    let count = 0;
    for (const socket of open) if (!socket.destroyed) count++;
    return count;
  };
  // After openConnections' own listener: the new socket is counted.
  server.on('connection', (socket: net.Socket) => {
    if (open.size <= max) return;
    // Destroyed sockets leave `open` only on their 'close', a moment later: count the live ones.
    if (live() <= max) return;
    server.closeIdleConnections();
    if (live() <= max) return;
    socket.destroy();
    onRefused();
  });
}

/** The server; `onRefused` is told of each connection refused at MAX_CONNECTIONS. */
export function createHttpServer(handler: http.RequestListener, limits: ServerLimits, onRefused: () => void = () => {}): http.Server {
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
  capConnections(server, limits.MAX_CONNECTIONS, onRefused);
  return server;
}

/**
 * What closes, when the server drains, the connections that have sent nothing yet (opened ahead of need by
 * a browser or a load balancer): Node counts them busy, so closeIdleConnections() leaves them, and once
 * close() is called it no longer times out their headers either, so each would hold the drain until the
 * last-resort timer. A connection that has sent any byte of a request is left to finish it.
 */
export function closerOfUnusedConnections(server: http.Server): () => void {
  const open = openConnections(server);
  return () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  };
}
