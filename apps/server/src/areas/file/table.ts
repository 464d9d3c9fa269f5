import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** One resized variant as stored: the spec's gridref and res, plus its bytes and type. */
export interface StoredVariant {
  gridref: string;
  res: { w: number; h: number };
  size: number;
  mime: string;
}

/** The edit applied to an image's original before its variants are made (the original stays as uploaded). */
export interface ImageEdit {
  /** Clockwise degrees. */
  rotate: 0 | 90 | 180 | 270;
  /** In pixels of the rotated image. */
  crop: { x: number; y: number; w: number; h: number } | null;
}

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    /** From the sniffed content, never from the name. */
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** sha256 of the uploaded bytes; the same content twice is refused (C1). */
    hash: text('hash').notNull(),
    tags: text('tags').array().notNull().default([]),
    /** Public files are readable by anyone; the others by admin and system only. */
    public: boolean('public').notNull().default(true),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    width: integer('width'),
    height: integer('height'),
    edit: jsonb('edit').$type<ImageEdit>(),
    gridrefs: jsonb('gridrefs').$type<StoredVariant[]>().notNull().default([]),
    gridrefsNg: jsonb('gridrefs_ng').$type<StoredVariant[]>().notNull().default([]),
    /** Variants are being made by the background job. */
    processing: boolean('processing').notNull().default(false),
    /** Why the last variant job failed; null once variants were made. */
    processingError: text('processing_error'),
  },
  (table) => [
    uniqueIndex('files_hash_idx').on(table.hash),
    index('files_upload_date_idx').on(table.uploadDate),
  ],
);

export type FileRow = typeof files.$inferSelect;
