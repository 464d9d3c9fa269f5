import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DUPLICATE_FILE_MESSAGE, normalizeFileTags } from '@gartenwerk/domain';
import { eq, sql, sum } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { newId } from '../../core/ids';
import { hasVariants, looksLikeSvg, readImageSize, sanitizeSvg, type ImageSize } from './images';
import type { FileLibrary } from './library';
import type { FileDoc } from './schemas';
import { files } from './table';
import {
  ALLOWED_TYPES,
  HEADER_BYTES,
  SVG_MAX_BYTES,
  VIRTUAL_TAGS,
  localMegabytes,
  localNumber,
  originalKey,
  toFile,
} from './file-doc';
import { queueVariants } from './variants';

/** Counts, hashes and keeps the head of the bytes passing through; fails once they exceed the limit. */
class UploadMeter extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  /** Set when the upload went over the limit. */
  refusal: AppError | undefined;
  private headParts: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly limit: number,
    private readonly overLimit: () => AppError,
  ) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.headParts);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.refusal = this.overLimit();
      return done(this.refusal);
    }
    this.hash.update(chunk);
    if (this.headBytes < HEADER_BYTES) {
      const part = chunk.subarray(0, HEADER_BYTES - this.headBytes);
      this.headParts.push(part);
      this.headBytes += part.length;
    }
    done(null, chunk);
  }
}

/** Bytes of all files and their variants. */
export async function usedBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({
      used: sum(
        sql`${files.size} + coalesce((select sum((v->>'size')::bigint) from jsonb_array_elements(${files.gridrefs} || ${files.gridrefsNg}) v), 0)`,
      ),
    })
    .from(files);
  return Number(row?.used ?? 0);
}

export async function getQuota(db: Database, library: FileLibrary): Promise<{ total: number; used: number }> {
  return { total: library.limits.quotaBytes, used: await usedBytes(db) };
}

export interface UploadInput {
  /** The file part's bytes, read once. */
  stream: Readable;
  /** The name it was uploaded under. */
  filename: string;
}

/** An upload stored under its final key but not yet in the library. */
export interface ReceivedUpload {
  id: string;
  size: number;
  hash: string;
  ext: string;
  mime: string;
  res: ImageSize | undefined;
}

/**
 * Streams an upload into storage while counting, hashing and sniffing it. Refuses too large files, uploads
 * beyond the quota, types off the allow-list and images above the pixel limit; what it refuses is removed.
 */
export async function receiveUpload(
  db: Database,
  library: FileLibrary,
  input: UploadInput,
): Promise<ReceivedUpload> {
  const { maxUploadBytes, quotaBytes, maxImagePixels } = library.limits;
  const used = await usedBytes(db);
  const room = quotaBytes - used;
  const quotaExceeded = () =>
    new AppError(
      'QUOTA_EXCEEDED',
      413,
      text('errors:file.quotaExceeded', { used: localMegabytes(used), quota: localMegabytes(quotaBytes) }),
    );
  if (room <= 0) {
    input.stream.resume();
    throw quotaExceeded();
  }
  const meter = new UploadMeter(Math.min(maxUploadBytes, room), () =>
    maxUploadBytes <= room
      ? new AppError(
          'FILE_TOO_LARGE',
          413,
          text('errors:file.tooLarge', { max: localMegabytes(maxUploadBytes) }),
        )
      : quotaExceeded(),
  );
  const id = newId();
  const key = originalKey(id);
  // Both sides fail together when the meter refuses; the storage then leaves nothing under the key.
  // Both sides end before anything is judged, so a refused upload has left nothing under the key.
  const streamed = await Promise.allSettled([
    pipeline(input.stream, meter),
    library.storage.write(key, meter),
  ]);
  const failed = streamed.find((result) => result.status === 'rejected');
  if (failed) {
    await library.storage.remove(key);
    throw meter.refusal ?? failed.reason;
  }
  try {
    const head = meter.head;
    if (meter.bytes === 0) throw new AppError('VALIDATION', 400, text('errors:file.empty'));
    const sniffed = await fileTypeFromBuffer(head);
    // SVG is XML text without a magic number: recognised by its root element.
    const textual = sniffed === undefined || sniffed.ext === 'xml';
    const ext = textual ? (looksLikeSvg(head) ? 'svg' : undefined) : sniffed.ext;
    const mime = ext === undefined ? undefined : ALLOWED_TYPES[ext];
    if (ext === undefined || mime === undefined)
      throw new AppError('WRONG_TYPE', 415, text('admin:files.wrongFileType'));

    let size = meter.bytes;
    let res: ImageSize | undefined;
    if (ext === 'svg') {
      if (size > SVG_MAX_BYTES) {
        throw new AppError(
          'FILE_TOO_LARGE',
          413,
          text('errors:file.svgTooLarge', { max: localMegabytes(SVG_MAX_BYTES) }),
        );
      }
      const clean = Buffer.from(sanitizeSvg(await readAll(await library.storage.read(key))), 'utf8');
      await library.storage.write(key, Readable.from([clean]), mime);
      size = clean.length;
    } else if (hasVariants(ext)) {
      res = await readImageSize(head);
      if (!res) throw new AppError('UNREADABLE_IMAGE', 422, text('errors:file.unreadableImage'));
      if (res.w * res.h > maxImagePixels) {
        throw new AppError(
          'IMAGE_TOO_LARGE',
          413,
          text('errors:file.imageTooLarge', {
            width: res.w,
            height: res.h,
            max: localNumber(maxImagePixels),
          }),
        );
      }
    }
    return { id, size, hash: meter.hash.digest('hex'), ext, mime, res };
  } catch (error) {
    await library.storage.remove(key);
    throw error;
  }
}

async function readAll(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

const duplicate = () => new AppError('C1', 409, DUPLICATE_FILE_MESSAGE);

/** Parses the upload's tags field: a JSON list of strings. */
export function parseTagsField(value: string | undefined): string[] {
  if (value === undefined || value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((tag) => typeof tag === 'string')) {
    throw new AppError('VALIDATION', 400, 'tags must be a JSON list of strings');
  }
  return parsed;
}

/** Puts a received upload into the library (tagged upload_queued) and queues its variants. */
export async function addUploadedFile(
  db: Database,
  library: FileLibrary,
  received: ReceivedUpload,
  name: string,
  tags: string[],
  jobs: Jobs,
): Promise<FileDoc> {
  const [existing] = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.hash, received.hash))
    .limit(1);
  if (existing) {
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  const withVariants = hasVariants(received.ext);
  const rows = await db
    .insert(files)
    .values({
      id: received.id,
      name: name.trim() || `upload.${received.ext}`,
      ext: received.ext,
      mime: received.mime,
      size: received.size,
      hash: received.hash,
      tags: storedTags([...tags, 'upload_queued']),
      width: received.res?.w ?? null,
      height: received.res?.h ?? null,
      processing: withVariants,
    })
    .onConflictDoNothing({ target: files.hash })
    .returning();
  const row = rows[0];
  if (!row) {
    // Uploaded twice at the same moment: the other one won.
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  if (withVariants) await queueVariants(jobs, row.id);
  return toFile(row);
}

/** Tags as stored: cleaned, without the virtual ones every file has or loses by itself. */
export function storedTags(tags: readonly string[]): string[] {
  return normalizeFileTags(tags).filter((tag) => !VIRTUAL_TAGS.has(tag));
}

/**
 * Puts bytes fetched by the server (e.g. a picture of another site) into the library with the usual
 * checks, and answers the id; a file of the same content already there is reused.
 */
export async function storeFileBytes(
  db: Database,
  library: FileLibrary,
  jobs: Jobs,
  input: { name: string; bytes: Buffer; tags: string[] },
): Promise<string> {
  const hash = createHash('sha256').update(input.bytes).digest('hex');
  const [existing] = await db.select({ id: files.id }).from(files).where(eq(files.hash, hash)).limit(1);
  if (existing) return existing.id;
  const received = await receiveUpload(db, library, {
    stream: Readable.from([input.bytes]),
    filename: input.name,
  });
  return (await addUploadedFile(db, library, received, input.name, input.tags, jobs))._id;
}
