import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { postgresPool, type Database } from './db';
import type { PublicDataVersion } from './public-cache';

/** The channel on which the server processes of one PostgreSQL database tell each other of writes. */
export const PUBLIC_DATA_CHANNEL = 'gartenwerk_public_data';

/** How long a lost listening connection waits before it connects again (ms), doubling up to the most. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Shares the public data version among the server processes of one PostgreSQL database, so that a
 * write through one process makes the cached answers and pages of every process stale: each bump
 * here is sent with NOTIFY, each NOTIFY of another process bumps here. It listens on a connection of
 * its own, outside the pool (a pool waits for its clients when it ends). While that connection is lost
 * (a database restart) notifications may be missed, so the version is bumped once it listens again.
 * PGlite serves one process: nothing to share.
 */
export async function shareInvalidation(
  app: FastifyInstance,
  db: Database,
  version: PublicDataVersion,
): Promise<void> {
  const pool = postgresPool(db);
  if (!pool) return;
  const self = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS;

  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL && message.payload !== self) version.bumpFromElsewhere();
    });
    client.on('error', (error) => {
      if (closed) return;
      app.log.warn({ err: error }, 'the connection listening for writes of other processes was lost');
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    delay = RECONNECT_MS;
  };
  const again = () => {
    retry = setTimeout(() => {
      listen()
        .then(() => version.bumpFromElsewhere())
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'listening for writes of other processes failed; trying again');
          if (!closed) again();
        });
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  await listen();
  version.onBump(() =>
    pool.query('select pg_notify($1, $2)', [PUBLIC_DATA_CHANNEL, self]).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'telling other processes of a write failed'),
    ),
  );
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await listener?.end().catch(() => undefined);
    listener = null;
  });
}
