import { chooseImageVariant, hasAnyRole, type Language } from '@gartenwerk/domain';
import type { CurrentUser } from '../../core/guard';
import { editedSize } from './images';
import { MB } from './library';
import type { FileDoc } from './schemas';
import type { FileRow, StoredVariant } from './table';

/** What may be uploaded, by the type sniffed from the bytes: extension → content type. */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** SVGs are sanitised in memory, so they have a limit of their own. */
export const SVG_MAX_BYTES = 2 * MB;
/** Bytes kept from the start of an upload to sniff its type and read image headers. */
export const HEADER_BYTES = 256 * 1024;

const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'svg']);
export const VIRTUAL_TAGS = new Set<string>(['all', 'recently_uploaded']);

export const originalKey = (id: string) => `files/${id}/original`;
export const variantKey = (id: string, gridref: string) => `files/${id}/${gridref}`;

export const isAdmin = (user: CurrentUser) => hasAnyRole(user, ['admin', 'system']);

/** 8000000 → 8.000.000, as German texts write numbers. */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function megabytes(bytes: number): string {
  const [whole = '0', fraction] = String(Math.round((bytes / MB) * 10) / 10).split('.');
  return groupThousands(Number(whole)) + (fraction ? `,${fraction}` : '');
}

/** A count as the reader's language writes it (8.000.000, 8,000,000), for a message's values. */
export const localNumber = (value: number) => (language: Language) =>
  language === 'en' ? value.toLocaleString('en-GB') : groupThousands(value);
/** Megabytes with one decimal as the reader's language writes them (1,5 / 1.5). */
export const localMegabytes = (bytes: number) => (language: Language) =>
  language === 'en' ? (Math.round((bytes / MB) * 10) / 10).toLocaleString('en-GB') : megabytes(bytes);

export function toFile(row: FileRow): FileDoc {
  const isImg = IMAGE_EXTENSIONS.has(row.ext);
  const shown = row.width && row.height ? editedSize({ w: row.width, h: row.height }, row.edit) : null;
  const publicVariant = ({ gridref, res, size }: StoredVariant) => ({ gridref, res, size });
  return {
    _id: row.id,
    name: row.name,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    uploadDate: row.uploadDate.toISOString(),
    tags: row.tags,
    public: row.public,
    isImg,
    res: isImg ? shown : null,
    gridrefs: row.gridrefs.map(publicVariant),
    gridrefs_ng: row.gridrefsNg.map(publicVariant),
    gridref: chooseImageVariant(row.gridrefs)?.gridref ?? null,
    processing: row.processing,
    processingError: row.processingError,
  };
}
