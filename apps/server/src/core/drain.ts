import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Prepares a stop without dropping a request the kernel already accepted. Closing the listener
 * resets the connections still waiting in its accept queue, and closing the idle connections resets
 * those whose request has arrived but not been read yet. So: every answer from now on closes its
 * connection; a connection of our own is queued behind all others, and once it comes through, every
 * connection before it has been taken; the next turn of the event loop reads their requests. Then
 * `app.close()` finds them in flight and answers them.
 */
export async function drainAcceptQueue(app: FastifyInstance): Promise<void> {
  draining.add(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') return;
  await new Promise<void>((resolve) => {
    // Both sides learn of the connection in either order: the server's sockets seen so far are kept.
    const seen = new Set<string>();
    const key = (host: string | undefined, port: number | undefined) => `${host}|${port}`;
    const last = connect(address.port, loopbackFor(address), () => {
      if (seen.has(key(last.localAddress, last.localPort))) done();
    });
    const onConnection = (socket: Socket) => {
      const from = key(socket.remoteAddress, socket.remotePort);
      if (last.localPort !== undefined && from === key(last.localAddress, last.localPort)) done();
      else seen.add(from);
    };
    const done = () => {
      app.server.off('connection', onConnection);
      last.destroy();
      resolve();
    };
    app.server.on('connection', onConnection);
    last.on('error', done);
  });
  // The connections taken in this turn of the event loop read their requests in the next one.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}

const draining = new WeakSet<FastifyInstance>();

/** Registers the hook that closes every connection after its answer once a stop began. */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
}

/** Where the server can reach itself: the loopback address for a wildcard listener. */
function loopbackFor(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}
