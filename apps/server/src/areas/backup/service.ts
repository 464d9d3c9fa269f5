import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { viennaDay } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { Jobs } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import { text } from '../../core/texts';
import { writeBackup, writeJson, type BackupPhase } from './archive';

export const BACKUP_JOB = 'backup.create';
export const BACKUP_SCHEDULE_JOB = 'backup.schedule';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A backup as the admin screen lists it (the sidecar `<id>.json` beside `<id>.tar.gz`). */
export interface BackupInfo {
  _id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Made by the schedule (pruned after the days to keep) or on demand (kept until deleted). */
  scheduled: boolean;
  created: string;
  finished: string | null;
  /** Bytes of the archive once done. */
  size: number | null;
  progress: { phase: BackupPhase | null; done: number; total: number };
  tables: number | null;
  rows: number | null;
  files: number | null;
  error: string | null;
  /** When the info was last written: a running backup writes it at least every HEARTBEAT_MS. */
  updated?: string;
  /** Not stored: the backup was running when its process went away (a kill, a crash, a power cut). */
  interrupted?: true;
}

/** How often a running backup writes its info, so that others see its process is still at it. */
const HEARTBEAT_MS = 20_000;
/** A running backup whose info was not written for this long has lost its process. */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;

export interface BackupSchedule {
  enabled: boolean;
  /** Vienna hour of the day (0–23) the daily backup is made. */
  hour: number;
  /** Days a scheduled backup is kept. */
  keep_days: number;
}

export const DEFAULT_SCHEDULE: BackupSchedule = { enabled: false, hour: 3, keep_days: 14 };

/** What making a backup needs; the app hands its own. */
export interface BackupContext {
  db: Database;
  kind: 'pglite' | 'postgres';
  storage: FileStorage;
  dataDir: string;
  jobs: Jobs;
  log?: { error(object: object, message: string): void };
}

const ID_PATTERN = /^gartenwerk-\d{8}-\d{6}-\d{3}$/;

export const backupsDir = (dataDir: string) => join(dataDir, 'backups');
export const archivePath = (dataDir: string, id: string) => join(backupsDir(dataDir), `${id}.tar.gz`);
const infoPath = (dataDir: string, id: string) => join(backupsDir(dataDir), `${id}.json`);
const schedulePath = (dataDir: string) => join(backupsDir(dataDir), 'schedule.json');

/** `gartenwerk-20261129-234741-123`: sorts by time, safe as a file name. */
export function backupId(at: Date): string {
  const iso = at.toISOString();
  return `gartenwerk-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

/** Newest first. */
export async function listBackups(dataDir: string): Promise<BackupInfo[]> {
  let names: string[];
  try {
    names = await readdir(backupsDir(dataDir));
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json') && ID_PATTERN.test(name.slice(0, -5)))
    .map((name) => name.slice(0, -5))
    .sort()
    .reverse();
  const infos: BackupInfo[] = [];
  for (const id of ids) {
    const info = await readInfo(dataDir, id);
    if (info) infos.push(info);
  }
  return infos;
}

async function readInfo(dataDir: string, id: string): Promise<BackupInfo | undefined> {
  let info: BackupInfo;
  try {
    info = JSON.parse(await readFile(infoPath(dataDir, id), 'utf8')) as BackupInfo;
  } catch {
    return undefined;
  }
  // Its job is not tried again: such a backup is over, failed, and may be deleted.
  const lastSign = Date.parse(info.updated ?? info.created);
  return info.state === 'running' && !(lastSign >= Date.now() - INTERRUPTED_AFTER_MS)
    ? { ...info, state: 'failed', interrupted: true }
    : info;
}

export async function getBackup(dataDir: string, id: string): Promise<BackupInfo> {
  const info = ID_PATTERN.test(id) ? await readInfo(dataDir, id) : undefined;
  if (!info) throw notFound();
  return info;
}

/** Queues a backup; it is made in the background (job `backup.create`), its progress in its info. */
export async function startBackup(
  context: Pick<BackupContext, 'dataDir' | 'jobs'>,
  options: { scheduled?: boolean; now?: Date } = {},
): Promise<BackupInfo> {
  const now = options.now ?? new Date();
  const info: BackupInfo = {
    _id: backupId(now),
    state: 'queued',
    scheduled: options.scheduled ?? false,
    created: now.toISOString(),
    finished: null,
    size: null,
    progress: { phase: null, done: 0, total: 0 },
    tables: null,
    rows: null,
    files: null,
    error: null,
  };
  await mkdir(backupsDir(context.dataDir), { recursive: true });
  await writeJson(infoPath(context.dataDir, info._id), info);
  await context.jobs.send(BACKUP_JOB, { id: info._id }, { singletonKey: info._id });
  return info;
}

/** Makes the queued backup `id`; a failure is recorded in its info (and not tried again). */
export async function makeBackup(context: BackupContext, id: string): Promise<BackupInfo> {
  const info = await getBackup(context.dataDir, id);
  if (info.state === 'done') return info;
  // One write at a time: the heartbeat and the progress write the same file.
  let saving = Promise.resolve();
  const save = () => {
    saving = saving
      .catch(() => undefined)
      .then(() => writeJson(infoPath(context.dataDir, id), { ...info, updated: new Date().toISOString() }));
    return saving;
  };
  info.state = 'running';
  await save();
  const heartbeat = setInterval(() => void save().catch(() => undefined), HEARTBEAT_MS).unref();
  try {
    const manifest = await writeBackup({
      db: context.db,
      kind: context.kind,
      storage: context.storage,
      dataDir: context.dataDir,
      target: archivePath(context.dataDir, id),
      now: new Date(info.created),
      onProgress: async (phase, done, total) => {
        info.progress = { phase, done, total };
        await save();
      },
    });
    info.state = 'done';
    info.size = (await stat(archivePath(context.dataDir, id))).size;
    info.tables = manifest.tables.length;
    info.rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    info.files = manifest.files.length;
  } catch (error) {
    info.state = 'failed';
    info.error = (error as Error).message;
    context.log?.error({ err: error, backup: id }, 'a backup failed');
  } finally {
    clearInterval(heartbeat);
  }
  info.finished = new Date().toISOString();
  await save();
  return info;
}

export async function deleteBackup(dataDir: string, id: string): Promise<void> {
  const info = await getBackup(dataDir, id);
  if (info.state === 'running' || info.state === 'queued')
    throw new AppError('BACKUP_RUNNING', 409, text('errors:backup.running'));
  await rm(archivePath(dataDir, id), { force: true });
  await rm(infoPath(dataDir, id), { force: true });
}

export async function getSchedule(dataDir: string): Promise<BackupSchedule> {
  try {
    return { ...DEFAULT_SCHEDULE, ...(JSON.parse(await readFile(schedulePath(dataDir), 'utf8')) as object) };
  } catch {
    return DEFAULT_SCHEDULE;
  }
}

export async function updateSchedule(dataDir: string, schedule: BackupSchedule): Promise<BackupSchedule> {
  await mkdir(backupsDir(dataDir), { recursive: true });
  await writeJson(schedulePath(dataDir), schedule);
  return schedule;
}

/** The Vienna hour of `at` (0–23). */
function viennaHour(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
}

/**
 * One hourly round of the schedule: in the chosen Vienna hour, a backup unless one was scheduled that
 * day already (made here, in this job); then scheduled backups older than the days to keep go.
 */
export async function runSchedule(context: BackupContext, now: Date): Promise<BackupInfo | undefined> {
  const schedule = await getSchedule(context.dataDir);
  if (!schedule.enabled) return undefined;
  const backups = await listBackups(context.dataDir);
  let made: BackupInfo | undefined;
  const today = viennaDay(now);
  if (
    viennaHour(now) === schedule.hour &&
    !backups.some((backup) => backup.scheduled && viennaDay(new Date(backup.created)) === today)
  ) {
    const queued = await startBackup({ dataDir: context.dataDir, jobs: noJobs }, { scheduled: true, now });
    made = await makeBackup(context, queued._id);
  }
  const oldest = now.getTime() - schedule.keep_days * DAY_MS;
  for (const backup of backups)
    if (backup.scheduled && backup.state !== 'running' && new Date(backup.created).getTime() < oldest)
      await deleteBackup(context.dataDir, backup._id);
  return made;
}

/** The schedule makes its backup in its own job: nothing to queue. */
const noJobs = { send: async () => null } as unknown as Jobs;

/** Registers the backup jobs; the schedule's job runs at each start and then every full hour. */
export function registerBackupJobs(context: BackupContext): { queueSchedule(): Promise<void> } {
  context.jobs.register<{ id: string }>(
    BACKUP_JOB,
    async ({ id }) => {
      await makeBackup(context, id);
    },
    { retry: { limit: 0 }, expireSeconds: 6 * 60 * 60 },
  );
  const queueNext = async () => {
    const now = context.jobs.now().getTime();
    await context.jobs.send(
      BACKUP_SCHEDULE_JOB,
      {},
      { singletonKey: 'hourly', startAfter: new Date(Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS) },
    );
  };
  context.jobs.register(
    BACKUP_SCHEDULE_JOB,
    async () => {
      try {
        await runSchedule(context, context.jobs.now());
      } finally {
        await queueNext();
      }
    },
    { retry: { limit: 0 }, expireSeconds: 6 * 60 * 60 },
  );
  return { queueSchedule: queueNext };
}
