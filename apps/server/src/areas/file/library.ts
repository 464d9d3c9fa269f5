import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorage, type FileStorage } from '../../core/storage';

/** Limits of the file library; each comes from a setting (README, settings table). */
export interface FileLimits {
  /** Largest upload in bytes (UPLOAD_MAX_MB). */
  maxUploadBytes: number;
  /** Bytes all files and their variants may take together (FILE_QUOTA_MB). */
  quotaBytes: number;
  /** Largest image in pixels that gets decoded (IMAGE_MAX_PIXELS). */
  maxImagePixels: number;
}

export const MB = 1024 * 1024;

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxUploadBytes: 50 * MB,
  quotaBytes: 10 * 1024 * MB,
  maxImagePixels: 50_000_000,
};

/**
 * Work that must not hold up a request (image variants), run one job at a time in this process.
 * A job that fails is logged by its caller; the queue goes on. Jobs must be able to run again after
 * a stop: the ones that did not run are left to the next start.
 */
export class JobQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;
  private readonly finishedListeners: Array<() => void> = [];

  add(job: () => Promise<void>): void {
    if (this.stopped) return;
    this.pending++;
    this.tail = this.tail
      .then(() => (this.stopped ? undefined : job()))
      .catch(() => undefined)
      .finally(() => {
        this.pending--;
        for (const listener of this.finishedListeners) listener();
      });
  }

  /** Calls `listener` after every job, whether it succeeded or not. */
  onFinished(listener: () => void): void {
    this.finishedListeners.push(listener);
  }

  /** Resolves once every job added so far has finished. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }

  /** Starts no further job; resolves once the job running now has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}

/** What the file area works with: where bytes go, its limits and its background jobs. */
export interface FileLibrary {
  storage: FileStorage;
  limits: FileLimits;
  jobs: JobQueue;
  /** Scratch space for originals being turned into variants. */
  scratchDir: string;
}

export function createFileLibrary(
  options: { storage?: FileStorage; limits?: Partial<FileLimits> } = {},
): FileLibrary {
  return {
    storage: options.storage ?? new LocalStorage(join(tmpdir(), `gartenwerk-files-${process.pid}`)),
    limits: { ...DEFAULT_FILE_LIMITS, ...options.limits },
    jobs: new JobQueue(),
    scratchDir: tmpdir(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The file library the file routes use. */
    files: FileLibrary;
  }
}
