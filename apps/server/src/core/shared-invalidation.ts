import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { postgresPool, type Database } from './db';
import type { PublicDataVersion } from './public-cache';

/** The channel on which the server processes of one PostgreSQL database tell each other of writes. */
export const PUBLIC_DATA_CHANNEL = 'gartenwerk_public_data';

/** How long a lost listening connection waits before it connects again (ms). */
const RECONNECT_MS = 1_000;

/**
 * Shares the public data version among the server processes of one PostgreSQL database, so that a
 * write through one process makes the cached answers and pages of every process stale: each bump
 * here is sent with NOTIFY, each NOTIFY of another process bumps here (LISTEN on a connection of its
 * own). While that connection is lost (a database restart) notifications may be missed, so the
 * version is bumped once it listens again. PGlite serves one process: nothing to share.
 */
export async function shareInvalidation(
  app: FastifyInstance,
  db: Database,
  version: PublicDataVersion,
): Promise<void> {
  const pool = postgresPool(db);
  if (!pool) return;
  const self = randomUUID();
  let listener: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL && message.payload !== self) version.bumpFromElsewhere();
    });
    client.on('error', (error) => {
      app.log.error({ err: error }, 'the connection listening for writes of other processes was lost');
      client.release(true);
      if (listener === client) listener = null;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    listener = client;
  };
  const reconnect = () => {
    listen()
      .then(() => version.bumpFromElsewhere())
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'listening for writes of other processes failed; trying again');
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      });
  };

  await listen();
  version.onBump(() => {
    pool
      .query('select pg_notify($1, $2)', [PUBLIC_DATA_CHANNEL, self])
      .catch((error: unknown) => app.log.error({ err: error }, 'telling other processes of a write failed'));
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    const client = listener;
    listener = null;
    if (!client) return;
    await client.query(`UNLISTEN ${PUBLIC_DATA_CHANNEL}`).catch(() => undefined);
    client.release();
  });
}
