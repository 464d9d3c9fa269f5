import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { multipartParts } from '../../core/multipart';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { assertStorable } from '../../core/storable-input';
import {
  BatchQuerySchema,
  BatchRequestSchema,
  BrowserDataSchema,
  CropRequestSchema,
  DownloadParamsSchema,
  DownloadQuerySchema,
  FileBrowserRequestSchema,
  FileQuerySchema,
  FileRemoveSchema,
  FileSchema,
  FileUpdateSchema,
  GalleryBrowserRequestSchema,
  QuotaSchema,
  RotateRequestSchema,
} from './schemas';
import {
  addUploadedFile,
  batchFiles,
  browseFiles,
  cropFile,
  deleteFile,
  getFile,
  getQuota,
  listFiles,
  originalKey,
  parseTagsField,
  receiveUpload,
  registerVariantJobs,
  requeueUnfinishedVariants,
  resolveDownload,
  rotateFile,
  updateFile,
  type DownloadTarget,
  type ReceivedUpload,
} from './service';

const adminOnly = requireRole('admin', 'system');
const FileListSchema = Type.Array(FileSchema);

/** The file library: uploads, downloads, the browser's data, edits and the quota. Paths are the spec's. */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits } = app.files;
  await app.register(fastifyMultipart, {
    // One byte above the limit, so the upload meter notices and answers with its own clear message.
    limits: { fileSize: limits.maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    throwFileSizeLimit: false,
  });
  const logJobError = (error: unknown) => app.log.error({ err: error }, 'making image variants failed');
  registerVariantJobs(app.jobs, app.db, app.files, {
    onError: logJobError,
    // Variants change what pages show of a file.
    onFinished: () => app.publicDataVersion.bump(),
  });
  // Files left processing without a job of theirs (stored just before a process ended) get one.
  app.addHook('onReady', async () => {
    const queued = await requeueUnfinishedVariants(app.db, app.jobs);
    if (queued > 0) app.log.info({ queued }, 'image variants left unfinished are queued');
  });

  app.post(
    '/api/v0/upload',
    {
      schema: {
        tags: ['file'],
        summary:
          'Uploads one file as multipart (the file plus `tags` as a JSON string); answers [file] (admin, system)',
        consumes: ['multipart/form-data'],
        response: { 200: FileListSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('VALIDATION', 400, 'Erwartet wird multipart/form-data');
      let received: ReceivedUpload | undefined;
      let name = '';
      let tagsField: string | undefined;
      try {
        for await (const part of multipartParts(request)) {
          if (part.type === 'file') {
            assertStorable('body/file/filename', part.filename);
            received = await receiveUpload(app.db, app.files, { stream: part.file, filename: part.filename });
            name = part.filename;
          } else if (part.fieldname === 'tags') {
            tagsField = String(part.value);
          }
        }
        if (!received) throw new AppError('VALIDATION', 400, 'Der Upload enthält keine Datei');
        const tags = parseTagsField(tagsField);
        assertStorable('body/tags', tags);
        return [await addUploadedFile(app.db, app.files, received, name, tags, app.jobs)];
      } catch (error) {
        if (received) await app.files.storage.remove(originalKey(received.id));
        throw error;
      }
    },
  );

  const download = async (
    request: FastifyRequest<{
      Params: { fileId: string; gridref?: string };
      Querystring: { original?: boolean; download?: boolean };
    }>,
    reply: FastifyReply,
  ) => {
    const target = await resolveDownload(app.db, request.user, {
      fileId: request.params.fileId,
      gridref: request.params.gridref,
      acceptsWebp: /\bimage\/webp\b/.test(request.headers.accept ?? ''),
      original: request.query.original,
    });
    return sendFile(request, reply, target, request.query.download === true);
  };
  const downloadSchema = (summary: string) => ({
    schema: { tags: ['file'], summary, params: DownloadParamsSchema, querystring: DownloadQuerySchema },
  });
  app.get(
    '/api/v0/download/:fileId',
    downloadSchema(
      'A file: for images the smallest variant at least 800×1024, webp when accepted (public files: anyone)',
    ),
    download,
  );
  app.get(
    '/api/v0/download/:fileId/:gridref',
    downloadSchema('One variant of an image (public files: anyone)'),
    download,
  );

  app.post(
    '/api/v1/file/getDataFileBrowser',
    {
      config: { readOnly: true },
      schema: {
        tags: ['file'],
        summary: 'A page of 10 files with the tags and extensions to filter by (admin, system)',
        body: FileBrowserRequestSchema,
        response: { 200: BrowserDataSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => browseFiles(app.db, request.body.filter ?? {}, { user: request.user }),
  );

  app.post(
    '/api/v1/file/getDataGalleryBrowser',
    {
      config: { readOnly: true },
      schema: {
        tags: ['file'],
        summary: 'A page of 10 public files tagged in_gallery (anyone)',
        body: GalleryBrowserRequestSchema,
        response: { 200: BrowserDataSchema },
      },
    },
    async (request) => browseFiles(app.db, request.body.filter ?? {}, { user: request.user, gallery: true }),
  );

  app.get(
    '/api/v0/file/',
    {
      schema: {
        tags: ['file'],
        summary: 'Files by tag, extension or name, newest first (public files: anyone; all: admin, system)',
        querystring: FileQuerySchema,
        response: { 200: ListSchema(FileSchema) },
      },
    },
    async (request) => listFiles(app.db, request.query, { user: request.user }),
  );

  app.get(
    '/api/v0/file/:id',
    {
      schema: { tags: ['file'], summary: 'One file', params: IdParamsSchema, response: { 200: FileSchema } },
    },
    async (request) => getFile(app.db, request.params.id, request.user),
  );

  app.get(
    '/api/v0/batch/file/',
    {
      // Non-admins read public files only: the same answer for everyone of the same roles.
      config: { publicCache: true },
      schema: {
        tags: ['file'],
        summary: 'The files with the given ids (`ids=a,b`), in that order (public files: anyone)',
        querystring: BatchQuerySchema,
        response: { 200: ListSchema(FileSchema) },
      },
    },
    async (request) =>
      batchFiles(
        app.db,
        request.query.ids.split(',').filter((id) => id !== ''),
        request.user,
      ),
  );

  app.post(
    '/api/v0/batch/file/',
    {
      config: { readOnly: true },
      schema: {
        tags: ['file'],
        summary: 'The files with the given ids, in that order (public files: anyone)',
        body: BatchRequestSchema,
        response: { 200: ListSchema(FileSchema) },
      },
    },
    async (request) => batchFiles(app.db, request.body.ids, request.user),
  );

  app.post(
    '/api/v0/search/file/',
    {
      config: { readOnly: true },
      schema: {
        tags: ['file'],
        summary: 'Files by tag, extension or name (public files: anyone)',
        body: FileQuerySchema,
        response: { 200: ListSchema(FileSchema) },
      },
    },
    async (request) => listFiles(app.db, request.body, { user: request.user }),
  );

  app.put(
    '/api/v0/file/',
    {
      schema: {
        tags: ['file'],
        summary: 'Renames and retags a file; built-in tags stay; answers [file] (admin, system)',
        body: FileUpdateSchema,
        response: { 200: FileListSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => [await updateFile(app.db, request.body)],
  );

  app.delete(
    '/api/v0/file/:id',
    {
      schema: {
        tags: ['file'],
        summary: 'Removes a file and its variants (admin, system)',
        params: IdParamsSchema,
        response: { 200: FileSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => deleteFile(app.db, app.files, request.params.id),
  );

  app.delete(
    '/api/v0/file/',
    {
      schema: {
        tags: ['file'],
        summary: 'Removes the file {_id} and its variants (admin, system)',
        body: FileRemoveSchema,
        response: { 200: FileSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => deleteFile(app.db, app.files, request.body._id),
  );

  app.post(
    '/api/v0/crop/',
    {
      schema: {
        tags: ['file'],
        summary:
          'Crops an image as shown; new variants are made in the background, the original is kept (admin, system)',
        body: CropRequestSchema,
        response: { 200: FileListSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => [await cropFile(app.db, app.files, request.body, app.jobs)],
  );

  app.post(
    '/api/v0/rotate/',
    {
      schema: {
        tags: ['file'],
        summary:
          'Turns an image clockwise; new variants are made in the background, the original is kept (admin, system)',
        body: RotateRequestSchema,
        response: { 200: FileListSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => [await rotateFile(app.db, app.files, request.body, app.jobs)],
  );

  app.get(
    '/api/v0/quota/',
    {
      schema: {
        tags: ['file'],
        summary: 'Bytes allowed and used by files (admin, system)',
        response: { 200: QuotaSchema },
      },
      preHandler: adminOnly,
    },
    async () => getQuota(app.db, app.files),
  );
};

/** One byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; undefined for several ranges or none. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Variants never change under their name; everything else is revalidated by its ETag. */
function cacheControl(target: DownloadTarget): string {
  const audience = target.public ? 'public' : 'private';
  return target.immutable ? `${audience}, max-age=31536000, immutable` : `${audience}, no-cache`;
}

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  target: DownloadTarget,
  attachment: boolean,
) {
  reply
    .header('ETag', target.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', cacheControl(target))
    .header('Content-Disposition', contentDisposition(attachment ? 'attachment' : 'inline', target.filename))
    .header('X-Content-Type-Options', 'nosniff');
  if (target.variesByAccept) reply.header('Vary', 'Accept');
  // Even a sanitised SVG opened on its own gets no scripts and no outside requests.
  if (target.mime === 'image/svg+xml')
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");

  const tags = request.headers['if-none-match'];
  if (tags && tags.split(',').some((tag) => tag.trim() === target.etag || tag.trim() === '*')) {
    return reply.status(304).send();
  }
  const range = parseRange(request.headers.range, target.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${target.size}`)
      .send({
        statusCode: 416,
        code: 'RANGE_NOT_SATISFIABLE',
        message: `Der Bereich liegt außerhalb der Datei (${target.size} Bytes)`,
      });
  }
  const storage = request.server.files.storage;
  reply.type(target.mime);
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${target.size}`)
      .header('Content-Length', range.end - range.start + 1);
    return reply.send(await storage.read(target.key, range));
  }
  reply.header('Content-Length', target.size);
  return reply.send(await storage.read(target.key));
}
