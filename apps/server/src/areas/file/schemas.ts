import { Type, type Static } from '@sinclair/typebox';
import { Int4 } from '../../core/schemas';

const Resolution = Type.Object({ w: Type.Integer(), h: Type.Integer() });

export const VariantSchema = Type.Object({
  gridref: Type.String(),
  res: Resolution,
  size: Type.Integer(),
});

export const FileSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    ext: Type.String(),
    mime: Type.String(),
    size: Type.Integer(),
    uploadDate: Type.String({ format: 'date-time' }),
    tags: Type.Array(Type.String()),
    public: Type.Boolean(),
    isImg: Type.Boolean(),
    /** The image as shown after its edit; null for other files. */
    res: Type.Union([Resolution, Type.Null()]),
    gridrefs: Type.Array(VariantSchema),
    gridrefs_ng: Type.Array(VariantSchema, { description: 'The same variants as webp' }),
    /** The variant the spec's rule picks (smallest at least 800×1024); null while there is none. */
    gridref: Type.Union([Type.String(), Type.Null()]),
    /** Variants are being made. */
    processing: Type.Boolean(),
    /** Why the variants could not be made; null when they were (or are still being) made. */
    processingError: Type.Union([Type.String(), Type.Null()]),
  },
  { description: 'A file of the library' },
);
export type FileDoc = Static<typeof FileSchema>;

/** Filters shared by the list reads. A tag matches itself and the tags nested below it. */
const FilterFields = {
  tag: Type.Optional(Type.String()),
  ext: Type.Optional(Type.String()),
  name: Type.Optional(Type.String({ description: 'Part of the name, any case' })),
};

export const FileQuerySchema = Type.Object({
  ...FilterFields,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});
export type FileQuery = Static<typeof FileQuerySchema>;

export const BrowserFilterSchema = Type.Object({
  ...FilterFields,
  /** 1-based; 10 files per page. */
  page: Type.Optional(Int4({ minimum: 1 })),
});
export type BrowserFilter = Static<typeof BrowserFilterSchema>;

export const FileBrowserRequestSchema = Type.Object({ filter: Type.Optional(BrowserFilterSchema) });
export const GalleryBrowserRequestSchema = Type.Object({
  filter: Type.Optional(BrowserFilterSchema),
  token: Type.Optional(Type.String()),
});

export const BrowserDataSchema = Type.Object({
  files: Type.Array(FileSchema),
  numItems: Type.Integer(),
  availableTags: Type.Array(Type.String()),
  availableExt: Type.Array(Type.String()),
});
export type BrowserData = Static<typeof BrowserDataSchema>;

export const BatchRequestSchema = Type.Object({ ids: Type.Array(Type.String(), { maxItems: 1000 }) });
/**
 * The batch read as GET (the server render sends no CSRF header): ids comma-separated, as many as
 * the POST takes (ids are 24 characters).
 */
export const BatchQuerySchema = Type.Object({
  ids: Type.String({ maxLength: 1000 * 25, description: 'File ids, comma-separated' }),
});

export const FileUpdateSchema = Type.Object({
  _id: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 255 }), { maxItems: 200 })),
  public: Type.Optional(Type.Boolean()),
});
export type FileUpdate = Static<typeof FileUpdateSchema>;

export const FileRemoveSchema = Type.Object({ _id: Type.String({ minLength: 1 }) });

export const CropRequestSchema = Type.Object({
  _id: Type.String({ minLength: 1 }),
  x: Int4({ minimum: 0 }),
  y: Int4({ minimum: 0 }),
  w: Int4({ minimum: 1 }),
  h: Int4({ minimum: 1 }),
});
export type CropRequest = Static<typeof CropRequestSchema>;

export const RotateRequestSchema = Type.Object({
  _id: Type.String({ minLength: 1 }),
  /** Clockwise degrees, added to the current rotation. */
  angle: Type.Union([Type.Literal(90), Type.Literal(180), Type.Literal(270), Type.Literal(-90)]),
});
export type RotateRequest = Static<typeof RotateRequestSchema>;

export const QuotaSchema = Type.Object({
  total: Type.Integer({ description: 'Bytes' }),
  used: Type.Integer({ description: 'Bytes of all files and their variants' }),
});

export const DownloadParamsSchema = Type.Object({
  fileId: Type.String({ minLength: 1 }),
  gridref: Type.Optional(Type.String({ minLength: 1 })),
});

export const DownloadQuerySchema = Type.Object({
  /** Serve the original instead of the spec's variant. */
  original: Type.Optional(Type.Boolean()),
  /** Content-Disposition attachment: the browser saves the file. */
  download: Type.Optional(Type.Boolean()),
});
