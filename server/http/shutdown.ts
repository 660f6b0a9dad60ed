import type { FastifyInstance } from "fastify";

/**
 * Stops accepting connections, lets requests in flight finish, and after `graceMs` cuts the
 * connections that are still open (a client that keeps a connection alive, or a refused
 * request whose body was never read, would otherwise hold the shutdown for minutes).
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
