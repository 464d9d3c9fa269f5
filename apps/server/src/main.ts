// First, before any module reads NODE_ENV.
import './production-env';
import { join } from 'node:path';
import { buildApp } from './app';
import { stripeConnectionOf } from './areas/shop-payment/stripe';
import { createFileLibrary } from './areas/file/library';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from './core/db';
import { drainAcceptQueue } from './core/drain';
import { ensureSessionSecret, loadSettings, SettingsError, type Settings } from './core/settings';
import { LocalStorage, S3Storage } from './core/storage';
import { runInitialSeed } from './seed/seed';
import { seedDemoContentMedia } from './seed/content-media';
import { seedHomeHero } from './seed/home-hero';
import { seedDemoShop } from './seed/shop';

/** Longest a shutdown may take (requests in flight, the running image job) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const settings = loadSettings();
  const sessionSecret = ensureSessionSecret(settings);

  // A stop may come at any moment of the start, also while the first start seeds: each seeding step
  // (a transaction, one image) ends, the start goes no further, and the next start completes the rest.
  const stopping = new AbortController();
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  const start = (async () => {
    database = await openDatabase(
      settings.databaseUrl
        ? { kind: 'postgres', url: settings.databaseUrl }
        : { kind: 'pglite', dataDir: join(settings.dataDir, 'db') },
    );
    stopping.signal.throwIfAborted();
    app = await buildServer(database, settings, sessionSecret);
    stopping.signal.throwIfAborted();
    // The demo seeds need the file library for their images, so they follow the app. The content's
    // few pictures come first: their seed waits for their variants; the shop's follow in the background.
    const seedOptions = { signal: stopping.signal, log: app.log };
    const library = { ...app.files, jobs: app.jobs };
    await seedDemoContentMedia(database.db, library, seedOptions);
    await seedHomeHero(database.db, library, seedOptions);
    await seedDemoShop(database.db, library, seedOptions);
    stopping.signal.throwIfAborted();
    await app.listen({ port: settings.port, host: settings.host });
  })();

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    app?.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    // No further job starts: a seed waiting for its images' variants stops waiting.
    void app?.jobs.stop();
    await start.catch(() => undefined);
    // Takes and reads every connection the kernel already accepted, so that none is reset.
    if (app?.server.listening) await drainAcceptQueue(app);
    // Stops accepting, lets the requests in flight finish and the running image job end (the others
    // wait for the next start); only then the database goes.
    await app?.close();
    // PGlite keeps the event loop alive until closed.
    await database?.close();
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  try {
    await start;
  } catch (error) {
    // A stop during the start is no failure; stop() closes what was opened.
    if (error === stopping.signal.reason) return;
    if (!app) {
      await database?.close();
      throw error;
    }
    app.log.error({ err: error }, 'could not start');
    process.exitCode = 1;
    if (stopping.signal.aborted) return;
    await app.close();
    await database?.close();
  }
}

/** The initial seed (a first start fills the database), then the app, ready. */
async function buildServer(
  database: DatabaseHandle,
  settings: Settings,
  sessionSecret: string,
): Promise<FastifyInstance> {
  const seed = await runInitialSeed(database.db, {
    adminEmail: settings.adminEmail,
    adminPassword: settings.adminPassword,
  });
  if (seed.generatedAdminPassword) {
    // Shown once, at the first start only: the seed never runs again for this database.
    process.stdout.write(
      `\nFirst start: created the admin ${settings.adminEmail} with the password ${seed.generatedAdminPassword}\n` +
        'Write it down now; it is not shown again.\n\n',
    );
  }

  const app = await buildApp({
    db: database.db,
    sessionSecret,
    storefrontDist: settings.storefrontDist,
    adminDist: settings.adminDist,
    logLevel: settings.logLevel,
    trustProxy: settings.trustProxy,
    files: createFileLibrary({
      storage: settings.s3 ? new S3Storage(settings.s3) : new LocalStorage(join(settings.dataDir, 'files')),
      limits: {
        maxUploadBytes: settings.uploadMaxBytes,
        quotaBytes: settings.fileQuotaBytes,
        maxImagePixels: settings.imageMaxPixels,
      },
    }),
    publicUrl: settings.publicUrl,
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    vies: {
      url: settings.viesUrl,
      ...(settings.viesRequesterUid ? { requesterUid: settings.viesRequesterUid } : {}),
    },
    dataDir: settings.dataDir,
    ...(settings.stripeApiUrl ? { stripeApi: stripeConnectionOf(settings.stripeApiUrl) } : {}),
    areaOptions: {
      social: {
        ...(settings.facebookGraphUrl ? { graphUrl: settings.facebookGraphUrl } : {}),
        ...(settings.facebookDialogUrl ? { dialogUrl: settings.facebookDialogUrl } : {}),
      },
    },
  });

  // The safety net: a failure no request contains (a callback that throws, a promise nobody awaits)
  // is logged, and the server goes on serving every request it does not touch.
  process.on('uncaughtException', (error) => app.log.error({ err: error }, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  // Ready before the demo seeds: it queues the image variants an earlier, stopped start left
  // unfinished, which the content's seed then waits for (and no variant is queued twice).
  await app.ready();
  return app;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof SettingsError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exitCode = 1;
});
