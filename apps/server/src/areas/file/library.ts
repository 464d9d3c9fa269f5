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

/** What the file area works with: where bytes go and its limits (its variant jobs run on core/jobs). */
export interface FileLibrary {
  storage: FileStorage;
  limits: FileLimits;
  /** Scratch space for originals being turned into variants. */
  scratchDir: string;
}

export function createFileLibrary(
  options: { storage?: FileStorage; limits?: Partial<FileLimits> } = {},
): FileLibrary {
  return {
    storage: options.storage ?? new LocalStorage(join(tmpdir(), `gartenwerk-files-${process.pid}`)),
    limits: { ...DEFAULT_FILE_LIMITS, ...options.limits },
    scratchDir: tmpdir(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The file library the file routes use. */
    files: FileLibrary;
  }
}
