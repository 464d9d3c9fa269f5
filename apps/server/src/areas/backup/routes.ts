import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AppError, notFound } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { requestLanguage, text, translate } from '../../core/texts';
import { databaseKind } from './catalog';
import { isEmptyInstallation } from './restore';
import { DEFAULT_RESTORE_LIMIT, getRestore, RestoreJobs } from './restore-job';
import {
  archivePath,
  deleteBackup,
  getBackup,
  getSchedule,
  listBackups,
  registerBackupJobs,
  startBackup,
  updateSchedule,
  type BackupInfo,
} from './service';

const adminOnly = requireRole('admin', 'system');
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const BackupSchema = Type.Object({
  _id: Type.String(),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  scheduled: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  finished: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()]),
  progress: Type.Object({
    phase: Type.Union([
      Type.Literal('database'),
      Type.Literal('files'),
      Type.Literal('archive'),
      Type.Null(),
    ]),
    done: Type.Integer(),
    total: Type.Integer(),
  }),
  tables: Type.Union([Type.Integer(), Type.Null()]),
  rows: Type.Union([Type.Integer(), Type.Null()]),
  files: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});

const ScheduleSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    keep_days: Type.Integer({ minimum: 1, maximum: 3650 }),
  },
  { additionalProperties: false },
);

const OverviewSchema = Type.Object({
  items: Type.Array(BackupSchema),
  total: Type.Integer(),
  schedule: ScheduleSchema,
  /** A restore is possible: nothing but the first start's data is stored. */
  empty: Type.Boolean(),
  /** Bytes an archive to restore may have. */
  restore_limit: Type.Integer(),
});

const RestoreSchema = Type.Object({
  _id: Type.String(),
  state: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  phase: Type.Union([Type.Literal('unpack'), Type.Literal('database'), Type.Literal('files'), Type.Null()]),
  started: Type.String({ format: 'date-time' }),
  finished: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  size: Type.Integer(),
  rows: Type.Union([Type.Integer(), Type.Null()]),
  files: Type.Union([Type.Integer(), Type.Null()]),
  created: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});

/** A backup as the admin reads it: one whose process went away says so in the admin's language. */
const shown = (info: BackupInfo, request: FastifyRequest): BackupInfo =>
  info.interrupted
    ? { ...info, error: translate(text('errors:backup.interrupted'), requestLanguage(request)) }
    : info;

export interface BackupRoutesOptions {
  /** Bytes an archive to restore may have; default 4 GiB. */
  restoreLimit?: number;
}

/**
 * /api/v0/backup/: the admin screen `backup` (admin, system). A backup is one archive of the database
 * and every stored file, made in the background (job `backup.create`) into DATA_DIR/backups.
 */
export const backupRoutes: FastifyPluginAsyncTypebox<BackupRoutesOptions> = async (app, options) => {
  const context = {
    db: app.db,
    kind: databaseKind(app.db),
    storage: app.files.storage,
    dataDir: app.dataDir,
    jobs: app.jobs,
    log: app.log,
  };
  const schedule = registerBackupJobs(context);
  app.addHook('onReady', async () => schedule.queueSchedule());
  const restoreLimit = options.restoreLimit ?? DEFAULT_RESTORE_LIMIT;
  const restores = new RestoreJobs({
    db: app.db,
    storage: app.files.storage,
    dataDir: app.dataDir,
    limit: restoreLimit,
    onRestored: () => app.publicDataVersion.bump(),
    log: app.log,
  });
  app.addHook('onClose', async () => restores.idle());

  // An archive to restore is the request body as it is (application/gzip), streamed to a file, never
  // buffered: the restore's own limit applies, not the body limit.
  app.addContentTypeParser(['application/gzip', 'application/x-gzip'], (_request, payload, done) =>
    done(null, payload),
  );

  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'The backups, newest first, the schedule and whether a restore is possible (admin, system)',
        response: { 200: OverviewSchema },
      },
    },
    async (request) => {
      const items = (await listBackups(app.dataDir)).map((info) => shown(info, request));
      return {
        items,
        total: items.length,
        schedule: await getSchedule(app.dataDir),
        empty: await isEmptyInstallation(app.db),
        restore_limit: restoreLimit,
      };
    },
  );

  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'Starts a backup in the background; poll it by its id (admin, system)',
        response: { 202: BackupSchema },
      },
    },
    async (_request, reply) => reply.status(202).send(await startBackup(context)),
  );

  app.get(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: "A backup's state and progress (admin, system)",
        params: IdParams,
        response: { 200: BackupSchema },
      },
    },
    async (request) => shown(await getBackup(app.dataDir, request.params.id), request),
  );

  app.get(
    '/:id/download',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'The archive of a finished backup, as application/gzip (admin, system)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const info = await getBackup(app.dataDir, request.params.id);
      if (info.state !== 'done' || info.size === null) throw notFound();
      return reply
        .type('application/gzip')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${info._id}.tar.gz"`)
        .send(createReadStream(archivePath(app.dataDir, info._id)));
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'Deletes a backup that is not being made (admin, system)',
        params: IdParams,
        response: { 200: Type.Object({ ok: Type.Literal(true) }) },
      },
    },
    async (request) => {
      await deleteBackup(app.dataDir, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/schedule',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary: 'Daily backup at a Vienna hour, kept for a number of days (admin, system)',
        body: ScheduleSchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => updateSchedule(app.dataDir, request.body),
  );

  app.post(
    '/restore',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['backup'],
        summary:
          'Takes a backup (application/gzip) to restore into an installation holding only its first start, and restores it in the background; poll it by its id (admin, system)',
        response: { 202: RestoreSchema },
      },
    },
    async (request, reply) => {
      if (!(request.body instanceof Readable))
        throw new AppError(
          'BACKUP_INVALID',
          400,
          text('errors:backup.invalid', { reason: 'application/gzip' }),
        );
      const declared = Number(request.headers['content-length']);
      const info = await restores.start(request.body, Number.isFinite(declared) ? declared : undefined);
      return reply.status(202).send(info);
    },
  );

  app.get(
    '/restore/:id',
    {
      schema: {
        tags: ['backup'],
        summary:
          "A restore's state, by the id its upload answered: the restore replaces the sessions, so no sign-in is asked for",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: RestoreSchema },
      },
    },
    async (request) => getRestore(app.dataDir, request.params.id),
  );
};
