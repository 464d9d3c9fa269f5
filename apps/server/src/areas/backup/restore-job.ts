import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, notFound } from '../../core/errors';
import type { FileStorage } from '../../core/storage';
import { text } from '../../core/texts';
import type { Database } from '../../core/db';
import { writeJson } from './archive';
import { isEmptyInstallation, restoreBackup, type RestorePhase } from './restore';
import { backupsDir } from './service';

/** The largest archive a restore takes by default: 4 GiB. */
export const DEFAULT_RESTORE_LIMIT = 4 * 1024 ** 3;

/**
 * A restore as the admin screen follows it (`restore-<id>.json` beside the backups): the upload is
 * stored first, then restored in the background; its id is the only way to read it.
 */
export interface RestoreInfo {
  _id: string;
  state: 'running' | 'done' | 'failed';
  phase: RestorePhase | null;
  started: string;
  finished: string | null;
  /** Bytes of the uploaded archive. */
  size: number;
  rows: number | null;
  files: number | null;
  /** When the restored backup was made. */
  created: string | null;
  error: string | null;
}

export interface RestoreJobContext {
  db: Database;
  storage: FileStorage;
  dataDir: string;
  /** Bytes an uploaded archive may have. */
  limit: number;
  /** Called once the site is the backup's (the public caches are stale). */
  onRestored?: () => void;
  log?: { error(object: object, message: string): void };
}

const ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const infoPath = (dataDir: string, id: string) => join(backupsDir(dataDir), `restore-${id}.json`);
const uploadPath = (dataDir: string, id: string) => join(backupsDir(dataDir), `restore-${id}.tar.gz`);
const megabytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024 ** 2));

/** The German (or English) refusal of an archive larger than `limit` bytes. */
export function tooLarge(size: number | undefined, limit: number): AppError {
  return size === undefined
    ? new AppError('BACKUP_TOO_LARGE', 413, text('errors:backup.tooLargeStream', { limit: megabytes(limit) }))
    : new AppError(
        'BACKUP_TOO_LARGE',
        413,
        text('errors:backup.tooLarge', { size: megabytes(size), limit: megabytes(limit) }),
      );
}

/**
 * Restores uploads one at a time: each is written to DATA_DIR/backups first (so the upload's
 * connection ends before the restore begins), then restored in the background.
 */
export class RestoreJobs {
  private running: Promise<void> | undefined;

  constructor(private readonly context: RestoreJobContext) {}

  /**
   * Takes an uploaded archive: refused while another restore runs (409), when the installation is
   * not empty (409), or larger than the limit (413, by its Content-Length or while it is read).
   */
  async start(body: Readable, declaredSize: number | undefined): Promise<RestoreInfo> {
    const { dataDir, limit } = this.context;
    const refuse = (error: AppError) => {
      body.resume();
      return error;
    };
    if (this.running) throw refuse(new AppError('BACKUP_RESTORING', 409, text('errors:backup.restoring')));
    if (declaredSize !== undefined && declaredSize > limit) throw refuse(tooLarge(declaredSize, limit));
    if (!(await isEmptyInstallation(this.context.db)))
      throw refuse(new AppError('BACKUP_NOT_EMPTY', 409, text('errors:backup.notEmpty')));

    const id = randomBytes(24).toString('base64url');
    const target = uploadPath(dataDir, id);
    await mkdir(backupsDir(dataDir), { recursive: true });
    let size = 0;
    // Past the limit the rest is read and dropped, so that the client hears the refusal (a request
    // whose body is cut off ends its connection before the answer).
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, size > limit ? undefined : chunk);
      },
    });
    try {
      await pipeline(body, count, createWriteStream(target));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    if (size > limit) {
      await rm(target, { force: true });
      throw tooLarge(undefined, limit);
    }
    const info: RestoreInfo = {
      _id: id,
      state: 'running',
      phase: null,
      started: new Date().toISOString(),
      finished: null,
      size,
      rows: null,
      files: null,
      created: null,
      error: null,
    };
    await writeJson(infoPath(dataDir, id), info);
    this.running = this.restore(info).finally(() => {
      this.running = undefined;
    });
    return info;
  }

  private async restore(info: RestoreInfo): Promise<void> {
    const { dataDir } = this.context;
    const save = () => writeJson(infoPath(dataDir, info._id), info);
    try {
      const result = await restoreBackup({
        db: this.context.db,
        storage: this.context.storage,
        dataDir,
        archive: createReadStream(uploadPath(dataDir, info._id)),
        onPhase: async (phase) => {
          info.phase = phase;
          await save();
        },
      });
      info.state = 'done';
      info.rows = result.rows;
      info.files = result.files;
      info.created = result.manifest.createdAt;
      this.context.onRestored?.();
    } catch (error) {
      info.state = 'failed';
      info.error = (error as Error).message;
      if (!(error instanceof AppError)) this.context.log?.error({ err: error }, 'a restore failed');
    } finally {
      await rm(uploadPath(dataDir, info._id), { force: true });
    }
    info.finished = new Date().toISOString();
    await save();
  }

  /** Waits for the restore under way (the server stops only once it ended). */
  async idle(): Promise<void> {
    await this.running;
  }
}

/** A restore's state by its id; an unknown id is 404. */
export async function getRestore(dataDir: string, id: string): Promise<RestoreInfo> {
  if (!ID_PATTERN.test(id)) throw notFound();
  try {
    return JSON.parse(await readFile(infoPath(dataDir, id), 'utf8')) as RestoreInfo;
  } catch {
    throw notFound();
  }
}
