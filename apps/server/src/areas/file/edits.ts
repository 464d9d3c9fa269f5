import { mergeFileTags } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { editedSize, hasVariants } from './images';
import type { FileLibrary } from './library';
import type { CropRequest, FileDoc, FileUpdate, RotateRequest } from './schemas';
import { files, type FileRow, type ImageEdit } from './table';
import { originalKey, toFile } from './file-doc';
import { findRow } from './queries';
import { storedTags } from './upload';
import { queueVariants, removeVariants } from './variants';

/** Renames and retags a file; built-in tags it has stay, empty tags are dropped. */
export async function updateFile(db: Database, update: FileUpdate): Promise<FileDoc> {
  const row = await findRow(db, update._id);
  const [updated] = await db
    .update(files)
    .set({
      name: update.name?.trim() || row.name,
      tags: update.tags === undefined ? row.tags : storedTags(mergeFileTags(row.tags, update.tags)),
      public: update.public ?? row.public,
    })
    .where(eq(files.id, row.id))
    .returning();
  return toFile(updated ?? row);
}

/** Removes a file, its original and every variant. */
export async function deleteFile(db: Database, library: FileLibrary, id: string): Promise<FileDoc> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  if (!row) throw notFound('file not found');
  await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  await library.storage.remove(originalKey(id));
  return toFile(row);
}

async function editImage(
  db: Database,
  library: FileLibrary,
  id: string,
  change: (row: FileRow, edit: ImageEdit) => ImageEdit,
  jobs: Jobs,
): Promise<FileDoc> {
  const row = await findRow(db, id);
  if (!hasVariants(row.ext) || !row.width || !row.height) {
    throw new AppError('VALIDATION', 400, text('errors:file.rasterOnly'));
  }
  const edit = change(row, row.edit ?? { rotate: 0, crop: null });
  const [updated] = await db
    .update(files)
    .set({ edit, processing: true })
    .where(eq(files.id, id))
    .returning();
  await queueVariants(jobs, id);
  return toFile(updated ?? row);
}

/** Crops the image as it is shown now (rotation kept); new variants are made, the original stays. */
export function cropFile(db: Database, library: FileLibrary, request: CropRequest, jobs: Jobs) {
  return editImage(
    db,
    library,
    request._id,
    (row, edit) => {
      const rotated = editedSize({ w: row.width!, h: row.height! }, { rotate: edit.rotate, crop: null });
      const previous = edit.crop ?? { x: 0, y: 0, w: rotated.w, h: rotated.h };
      // The rectangle is given in the shown image, which may already be a crop.
      const crop = { x: previous.x + request.x, y: previous.y + request.y, w: request.w, h: request.h };
      if (request.x + request.w > previous.w || request.y + request.h > previous.h) {
        throw new AppError(
          'VALIDATION',
          400,
          `Der Ausschnitt liegt außerhalb des Bildes (${previous.w}x${previous.h})`,
        );
      }
      return { rotate: edit.rotate, crop };
    },
    jobs,
  );
}

/** Turns the image; a crop is dropped, since its rectangle no longer fits. */
export function rotateFile(db: Database, library: FileLibrary, request: RotateRequest, jobs: Jobs) {
  return editImage(
    db,
    library,
    request._id,
    (_row, edit) => ({
      rotate: ((((edit.rotate + request.angle) % 360) + 360) % 360) as ImageEdit['rotate'],
      crop: null,
    }),
    jobs,
  );
}
