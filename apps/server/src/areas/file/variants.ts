import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { notFound } from '../../core/errors';
import { newId } from '../../core/ids';
import { makeVariants } from './images';
import type { FileLibrary } from './library';
import { files, type StoredVariant } from './table';
import { originalKey, variantKey } from './file-doc';

/** The job that makes the variants of one file (`{ id }`), one waiting per file. */
export const VARIANTS_JOB = 'file.variants';

/**
 * Makes the variants of a file in the background; the request that asked for them has long answered.
 * At most one job per file waits: a second request while one waits adds nothing.
 */
export async function queueVariants(jobs: Jobs, id: string): Promise<void> {
  await jobs.send(VARIANTS_JOB, { id }, { singletonKey: id });
}

/**
 * Registers the variant jobs with the runner. A file that cannot be turned into variants keeps its
 * previous ones (if any) and never stays processing: the error is recorded with the file, and the job
 * is not tried again (the same original fails the same way).
 */
export function registerVariantJobs(
  jobs: Jobs,
  db: Database,
  library: FileLibrary,
  options: { onError?: (error: unknown) => void; onFinished?: () => void } = {},
): void {
  jobs.register<{ id: string }>(
    VARIANTS_JOB,
    async ({ id }) => {
      try {
        await makeFileVariants(db, library, id);
      } catch (error) {
        options.onError?.(error);
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(files)
          .set({ processing: false, processingError: `Varianten konnten nicht erstellt werden: ${reason}` })
          .where(eq(files.id, id));
      } finally {
        options.onFinished?.();
      }
    },
    // sharp takes the cores it gets: one image at a time.
    { concurrency: 1, retry: { limit: 2, delaySeconds: 30 } },
  );
}

/**
 * Queues the variants of every file still marked processing whose job is gone (a file stored before
 * its job was queued, when the process ended in between). A file whose job waits, waits for its retry
 * or runs (in another process on the same database) is left to it: a second job could run beside it.
 * Answers how many files were queued.
 */
export async function requeueUnfinishedVariants(db: Database, jobs: Jobs): Promise<number> {
  const unfinished = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.processing, true))
    .orderBy(files.uploadDate);
  let queued = 0;
  for (const { id } of unfinished) {
    if (await jobs.pending(VARIANTS_JOB, id)) continue;
    await queueVariants(jobs, id);
    queued++;
  }
  return queued;
}

async function makeFileVariants(db: Database, library: FileLibrary, id: string): Promise<void> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  // Removed, or made already by a job of the same file (queued again at a start): nothing to do.
  if (!row || !row.processing) return;
  const scratch = await mkdtemp(join(library.scratchDir, 'gartenwerk-variant-'));
  const made: StoredVariant[] = [];
  try {
    // sharp reads a file on disk best, whichever storage keeps the original.
    const path = join(scratch, 'original');
    await pipeline(await library.storage.read(originalKey(id)), createWriteStream(path));
    const variants = await makeVariants(path, row.ext, row.edit, library.limits.maxImagePixels);
    const gridrefs: StoredVariant[] = [];
    const gridrefsNg: StoredVariant[] = [];
    // A fresh name per edit, so caches never mix an old variant with a new one.
    const version = newId().slice(0, 8);
    for (const variant of variants) {
      const gridref = `${version}-${variant.width}${variant.webp ? '.webp' : ''}`;
      await library.storage.write(variantKey(id, gridref), Readable.from([variant.data]), variant.mime);
      const stored = {
        gridref,
        res: { w: variant.width, h: variant.height },
        size: variant.data.length,
        mime: variant.mime,
      };
      made.push(stored);
      (variant.webp ? gridrefsNg : gridrefs).push(stored);
    }
    // Only for the edit these variants show: an edit made meanwhile has queued the next job.
    const sameEdit =
      row.edit === null ? isNull(files.edit) : sql`${files.edit} = ${JSON.stringify(row.edit)}::jsonb`;
    const updated = await db
      .update(files)
      .set({ gridrefs, gridrefsNg, processing: false, processingError: null })
      .where(and(eq(files.id, id), sameEdit))
      .returning({ id: files.id });
    if (updated.length === 0) {
      const [still] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
      if (!still) throw notFound('file was removed while its variants were made');
      await removeVariants(library, id, made);
      return;
    }
    await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  } catch (error) {
    await removeVariants(library, id, made);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export async function removeVariants(
  library: FileLibrary,
  id: string,
  variants: readonly StoredVariant[],
): Promise<void> {
  for (const variant of variants) await library.storage.remove(variantKey(id, variant.gridref));
}
