import { chooseImageVariant } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/guard';
import type { StoredVariant } from './table';
import { originalKey, variantKey } from './file-doc';
import { readableRow } from './queries';

/** What a download serves. */
export interface DownloadTarget {
  key: string;
  mime: string;
  size: number;
  etag: string;
  filename: string;
  /** A variant's URL never changes its bytes. */
  immutable: boolean;
  /** The answer depends on the Accept header. */
  variesByAccept: boolean;
  /** Anyone may read it, so shared caches may keep it. */
  public: boolean;
}

/**
 * The bytes for /api/v0/download/{fileId}[/{gridref}]: a named variant; else, for images, the spec's
 * variant (smallest at least 800×1024) as webp when the client accepts it; else the original.
 */
export async function resolveDownload(
  db: Database,
  user: CurrentUser,
  request: { fileId: string; gridref?: string; acceptsWebp: boolean; original?: boolean },
): Promise<DownloadTarget> {
  const row = await readableRow(db, request.fileId, user);
  const base = row.name.replace(/\.[^.]*$/, '');
  const fromVariant = (variant: StoredVariant, variesByAccept: boolean): DownloadTarget => ({
    key: variantKey(row.id, variant.gridref),
    mime: variant.mime,
    size: variant.size,
    etag: `"${row.hash.slice(0, 16)}-${variant.gridref}"`,
    filename: `${base}-${variant.res.w}x${variant.res.h}.${variant.mime === 'image/webp' ? 'webp' : variant.mime === 'image/png' ? 'png' : 'jpg'}`,
    immutable: !variesByAccept,
    variesByAccept,
    public: row.public,
  });
  if (request.gridref) {
    const variant = [...row.gridrefs, ...row.gridrefsNg].find(
      (candidate) => candidate.gridref === request.gridref,
    );
    if (!variant) throw notFound('variant not found');
    return fromVariant(variant, false);
  }
  const chosen = request.original ? undefined : chooseImageVariant(row.gridrefs);
  if (chosen) {
    const webp = row.gridrefsNg.find(
      (candidate) => candidate.res.w === chosen.res.w && candidate.res.h === chosen.res.h,
    );
    return fromVariant(request.acceptsWebp && webp ? webp : chosen, true);
  }
  return {
    key: originalKey(row.id),
    mime: row.mime,
    size: row.size,
    etag: `"${row.hash.slice(0, 32)}"`,
    filename: row.name,
    immutable: false,
    variesByAccept: false,
    public: row.public,
  };
}
