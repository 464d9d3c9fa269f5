/**
 * msw handlers for the file library: an in-memory library per handler set that pages, filters by
 * (nested) tag, keeps built-in tags and refuses like the server of docs/contracts.md.
 */
import {
  BUILTIN_FILE_TAGS,
  DUPLICATE_FILE_MESSAGE,
  FILES_PER_PAGE,
  RECENTLY_UPLOADED_MS,
  TAG_PATH_SEPARATOR,
  WRONG_FILE_TYPE_MESSAGE,
  chooseImageVariant,
  isImageExtension,
  mergeFileTags,
  normalizeFileTags,
} from '@gartenwerk/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FileBrowserFilter, FileVariant, LibraryFile, Quota } from './files';
import type { FileRef } from './content';
import type { ServerErrorBody, User } from './types';

const MB = 1024 * 1024;
/** Extensions the stand-in accepts, as the server's sniffed types. */
const UPLOAD_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'svg', 'pdf', 'zip', 'docx', 'odt'];

function variants(w: number, h: number, ext: string): FileVariant[] {
  return [400, 800, 1200]
    .filter((width) => width <= w)
    .map((width) => ({
      gridref: `${ext}-${width}`,
      res: { w: width, h: Math.round((h * width) / w) },
      size: Math.round(width * 60),
    }));
}

/** A demo file; images get variants from their resolution. */
export function demoFile(
  _id: string,
  name: string,
  options: { tags?: string[]; size?: number; res?: { w: number; h: number }; uploadDate?: string } = {},
): LibraryFile {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const isImg = isImageExtension(ext) && ext !== 'svg';
  const res = isImg ? (options.res ?? { w: 1600, h: 1200 }) : null;
  const gridrefs = res ? variants(res.w, res.h, ext) : [];
  const gridrefs_ng = res ? variants(res.w, res.h, 'webp') : [];
  return {
    _id,
    name,
    ext,
    mime: isImg ? `image/${ext === 'jpg' ? 'jpeg' : ext}` : 'application/octet-stream',
    size: options.size ?? 250 * 1024,
    uploadDate: options.uploadDate ?? '2026-03-01T08:00:00.000Z',
    tags: options.tags ?? [],
    public: true,
    isImg,
    res,
    gridrefs,
    gridrefs_ng,
    gridref: chooseImageVariant(gridrefs)?.gridref ?? null,
    processing: false,
    processingError: null,
  };
}

/**
 * A file reference (as a block or a product names it) as the server's file reads answer it: the
 * library fields it leaves out filled in as the server stores them.
 */
export function libraryFileOf(file: FileRef): LibraryFile {
  const base = demoFile(file._id, file.name ?? `${file._id}.${file.ext ?? 'bin'}`, {
    size: file.size,
    res: file.res ?? undefined,
  });
  const gridrefs = file.gridrefs ?? base.gridrefs;
  return {
    ...base,
    ...file,
    res: file.res ?? base.res,
    gridrefs,
    gridrefs_ng: file.gridrefs_ng ?? base.gridrefs_ng,
    gridref: chooseImageVariant(gridrefs)?.gridref ?? null,
  } as LibraryFile;
}

/** Twelve files of the nursery, so the browser has two pages. */
export const demoFiles: LibraryFile[] = [
  demoFile('file-1', 'thuja-hecke.jpg', { tags: ['Pflanzen|Hecken', 'in_gallery'] }),
  demoFile('file-2', 'apfelbaum.jpg', { tags: ['Pflanzen|Obstbäume'] }),
  demoFile('file-3', 'rosen-beet.png', { tags: ['Pflanzen|Rosen'], size: 2 * MB }),
  demoFile('file-4', 'preisliste.pdf', { tags: ['Dokumente'], size: 120 * 1024 }),
  demoFile('file-5', 'team.jpg', { tags: ['Team'] }),
  demoFile('file-6', 'gaertnerei.jpg', { tags: [] }),
  demoFile('file-7', 'hecke-schnitt.jpg', { tags: ['Pflanzen|Hecken'] }),
  demoFile('file-8', 'agb.pdf', { tags: ['Dokumente'], size: 80 * 1024 }),
  demoFile('file-9', 'logo.svg', { tags: ['Logos'], size: 4 * 1024 }),
  demoFile('file-10', 'kirsche.jpg', { tags: ['Pflanzen|Obstbäume'] }),
  demoFile('file-11', 'gutschein.png', { tags: [] }),
  demoFile('file-12', 'lageplan.pdf', { tags: ['Dokumente'] }),
];

export interface FilesData {
  /** Admin or system may change the library; others get 403 C100 and see public files only. */
  currentUser: User;
  files?: LibraryFile[];
  quota?: Quota;
  /** Delay of the upload answer, so tests and stories can see the 'processing' state. */
  uploadDelayMs?: number;
}

function fail(statusCode: number, code: string | number, message: string) {
  return HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });
}

const noPermission = () => fail(403, 'C100', 'no permission');

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function hasTag(file: LibraryFile, tag: string): boolean {
  if (tag === 'all') return true;
  if (tag === 'recently_uploaded') return Date.now() - Date.parse(file.uploadDate) < RECENTLY_UPLOADED_MS;
  return file.tags.some((own) => own === tag || own.startsWith(`${tag}${TAG_PATH_SEPARATOR}`));
}

function matches(file: LibraryFile, filter: { tag?: string; ext?: string; name?: string }): boolean {
  return (
    (!filter.tag || hasTag(file, filter.tag)) &&
    (!filter.ext || file.ext === filter.ext) &&
    (!filter.name || file.name.toLowerCase().includes(filter.name.toLowerCase()))
  );
}

/** Handlers of the file calls serving an in-memory copy of `data.files` (the demo files unless given). */
export function createFilesHandlers(data: FilesData): HttpHandler[] {
  const library = new Map((data.files ?? demoFiles).map((file) => [file._id, structuredClone(file)]));
  const quota: Quota = data.quota ?? { total: 500 * MB, used: 0 };
  const isAdmin = data.currentUser.roles.some((role) => role === 'admin' || role === 'system');
  let nextId = 1;
  const used = () => [...library.values()].reduce((sum, file) => sum + file.size, 0);
  const visible = () => [...library.values()].filter((file) => isAdmin || file.public);
  const newestFirst = (a: LibraryFile, b: LibraryFile) => b.uploadDate.localeCompare(a.uploadDate);

  function browse(filter: FileBrowserFilter, files: LibraryFile[]) {
    const matching = files.filter((file) => matches(file, filter)).sort(newestFirst);
    const page = Math.max(1, filter.page ?? 1);
    const own = [...new Set(files.flatMap((file) => file.tags))].filter(
      (tag) => !(BUILTIN_FILE_TAGS as readonly string[]).includes(tag),
    );
    return {
      files: matching.slice((page - 1) * FILES_PER_PAGE, page * FILES_PER_PAGE),
      numItems: matching.length,
      availableTags: [...BUILTIN_FILE_TAGS, ...own.sort()],
      availableExt: [...new Set(files.map((file) => file.ext))].sort(),
    };
  }

  function listOf(query: Record<string, unknown>) {
    const filter = { tag: query.tag, ext: query.ext, name: query.name } as FileBrowserFilter;
    const matching = visible()
      .filter((file) => matches(file, filter))
      .sort(newestFirst);
    const skip = Number(query.skip ?? 0);
    const limit = Number(query.limit ?? 1000);
    return { items: matching.slice(skip, skip + limit), total: matching.length };
  }

  function editable(body: Record<string, unknown> | null) {
    if (!isAdmin) return { error: noPermission() };
    if (typeof body?._id !== 'string') return { error: fail(400, 'VALIDATION', 'body/_id must be string') };
    const file = library.get(body._id);
    if (!file) return { error: fail(404, 'NOT_FOUND', 'file not found') };
    return { file };
  }

  /** Crop and rotate make new variants: the names change, so a screen sees fresh ones. */
  function remake(file: LibraryFile, w: number, h: number) {
    const edit = `e${nextId++}`;
    file.res = { w, h };
    file.gridrefs = variants(w, h, file.ext).map((variant) => ({
      ...variant,
      gridref: `${variant.gridref}-${edit}`,
    }));
    file.gridrefs_ng = variants(w, h, 'webp').map((variant) => ({
      ...variant,
      gridref: `${variant.gridref}-${edit}`,
    }));
    file.gridref = chooseImageVariant(file.gridrefs)?.gridref ?? null;
  }

  return [
    http.post('*/api/v1/file/getDataFileBrowser', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const body = await jsonBody(request);
      return HttpResponse.json(browse((body?.filter ?? {}) as FileBrowserFilter, [...library.values()]));
    }),
    http.post('*/api/v1/file/getDataGalleryBrowser', async ({ request }) => {
      const body = await jsonBody(request);
      const gallery = [...library.values()].filter((file) => file.public && file.tags.includes('in_gallery'));
      return HttpResponse.json(browse((body?.filter ?? {}) as FileBrowserFilter, gallery));
    }),
    http.get('*/api/v0/file/', ({ request }) =>
      HttpResponse.json(listOf(Object.fromEntries(new URL(request.url).searchParams))),
    ),
    http.get('*/api/v0/file/:id', ({ params }) => {
      const file = visible().find((candidate) => candidate._id === params.id);
      return file ? HttpResponse.json(file) : fail(404, 'NOT_FOUND', 'file not found');
    }),
    http.get('*/api/v0/batch/file/', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      const items = ids.flatMap((id) => visible().filter((file) => file._id === id));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post('*/api/v0/batch/file/', async ({ request }) => {
      const body = await jsonBody(request);
      const ids = Array.isArray(body?.ids) ? body.ids.map(String) : [];
      const items = visible().filter((file) => ids.includes(file._id));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post('*/api/v0/search/file/', async ({ request }) =>
      HttpResponse.json(listOf((await jsonBody(request)) ?? {})),
    ),
    http.put('*/api/v0/file/', async ({ request }) => {
      const body = await jsonBody(request);
      const { file, error } = editable(body);
      if (error) return error;
      if (typeof body?.name === 'string') file.name = body.name;
      if (Array.isArray(body?.tags)) file.tags = mergeFileTags(file.tags, body.tags.map(String));
      if (typeof body?.public === 'boolean') file.public = body.public;
      return HttpResponse.json([file]);
    }),
    http.delete('*/api/v0/file/:id', ({ params }) => {
      const { file, error } = editable({ _id: params.id });
      if (error) return error;
      library.delete(file._id);
      return HttpResponse.json(file);
    }),
    http.post('*/api/v0/crop/', async ({ request }) => {
      const body = await jsonBody(request);
      const { file, error } = editable(body);
      if (error) return error;
      const [x, y, w, h] = [body?.x, body?.y, body?.w, body?.h].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      if (!file.res || !(w > 0 && h > 0) || x < 0 || y < 0 || x + w > file.res.w || y + h > file.res.h)
        return fail(
          400,
          'VALIDATION',
          `Der Ausschnitt liegt außerhalb des Bildes (${file.res?.w}x${file.res?.h})`,
        );
      remake(file, w, h);
      return HttpResponse.json([file]);
    }),
    http.post('*/api/v0/rotate/', async ({ request }) => {
      const body = await jsonBody(request);
      const { file, error } = editable(body);
      if (error) return error;
      if (![90, 180, 270, -90].includes(Number(body?.angle)))
        return fail(400, 'VALIDATION', 'body/angle must be 90, 180, 270 or -90');
      if (!file.res) return fail(400, 'VALIDATION', 'not an image');
      const quarter = Math.abs(Number(body?.angle)) % 180 === 90;
      remake(file, quarter ? file.res.h : file.res.w, quarter ? file.res.w : file.res.h);
      return HttpResponse.json([file]);
    }),
    http.get('*/api/v0/quota/', () =>
      isAdmin ? HttpResponse.json({ ...quota, used: quota.used + used() }) : noPermission(),
    ),
    http.post('*/api/v0/upload', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const form = await request.formData();
      // The file travels under its name as the field name (the spec's multipart shape).
      const [name, upload] = [...form.entries()].find(
        (entry): entry is [string, File] => typeof entry[1] !== 'string',
      ) ?? ['', null];
      if (!upload) return fail(400, 'VALIDATION', 'Der Upload enthält keine Datei');
      const ext = name.split('.').pop()?.toLowerCase() ?? '';
      if (!UPLOAD_EXTENSIONS.includes(ext)) return fail(415, 'WRONG_TYPE', WRONG_FILE_TYPE_MESSAGE);
      if ([...library.values()].some((file) => file.name === name && file.size === upload.size))
        return fail(409, 'C1', DUPLICATE_FILE_MESSAGE);
      if (quota.used + used() + upload.size > quota.total)
        return fail(413, 'QUOTA_EXCEEDED', 'Der Speicherplatz reicht für diese Datei nicht aus');
      const tagsField = form.get('tags');
      const tags = normalizeFileTags([
        ...(typeof tagsField === 'string' ? (JSON.parse(tagsField) as string[]) : []),
        'upload_queued',
      ]);
      const file = demoFile(`file-new-${nextId++}`, name, {
        tags,
        size: upload.size,
        uploadDate: new Date().toISOString(),
      });
      if (data.uploadDelayMs) await new Promise((resolve) => setTimeout(resolve, data.uploadDelayMs));
      library.set(file._id, file);
      return HttpResponse.json([{ ...file, processing: file.isImg }]);
    }),
  ];
}
