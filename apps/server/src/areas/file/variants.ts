import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import { newId } from '../../core/ids';
import { makeVariants } from './images';
import type { FileLibrary } from './library';
import { files, type StoredVariant } from './table';
import { originalKey, variantKey } from './file-doc';

/** Makes the variants of a file in the background; the request that asked for them has long answered. */
export function queueVariants(
  db: Database,
  library: FileLibrary,
  id: string,
  onError: (error: unknown) => void,
): void {
  library.jobs.add(async () => {
    try {
      await makeFileVariants(db, library, id);
    } catch (error) {
      onError(error);
      // The file keeps its previous variants (if any) and never stays 'processing'.
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(files)
        .set({ processing: false, processingError: `Varianten konnten nicht erstellt werden: ${reason}` })
        .where(eq(files.id, id));
    }
  });
}

/**
 * Queues the variants of every file still marked processing: their job was lost when the server stopped.
 * Answers how many were queued; the jobs themselves run in the background.
 */
export async function requeueUnfinishedVariants(
  db: Database,
  library: FileLibrary,
  onError: (error: unknown) => void,
): Promise<number> {
  const unfinished = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.processing, true))
    .orderBy(files.uploadDate);
  for (const { id } of unfinished) queueVariants(db, library, id, onError);
  return unfinished.length;
}

async function makeFileVariants(db: Database, library: FileLibrary, id: string): Promise<void> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) return;
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
    const updated = await db
      .update(files)
      .set({ gridrefs, gridrefsNg, processing: false, processingError: null })
      .where(eq(files.id, id))
      .returning({ id: files.id });
    if (updated.length === 0) throw notFound('file was removed while its variants were made');
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
