import { DEFAULT_UPLOAD_ENDPOINT } from '@gartenwerk/domain';
import { api } from './api';
import { ApiRequestError, CREATE_ERROR_DEFAULTS, CSRF_COOKIE, CSRF_HEADER, readCookie } from './request';
import type { ListResponse, ServerErrorBody } from './types';

/** One resized variant of an image: `gridrefs` in the original's format, `gridrefs_ng` as webp. */
export interface FileVariant {
  gridref: string;
  res: { w: number; h: number };
  size: number;
}

/** A file of the library (docs/contracts.md "File library"). */
export interface LibraryFile {
  _id: string;
  name: string;
  ext: string;
  mime: string;
  size: number;
  uploadDate: string;
  tags: string[];
  public: boolean;
  isImg: boolean;
  /** The image as shown after its edits; null for other files. */
  res: { w: number; h: number } | null;
  gridrefs: FileVariant[];
  gridrefs_ng: FileVariant[];
  /** The variant the spec's rule picks; null while there is none. */
  gridref: string | null;
  /** Variants are still being made. */
  processing: boolean;
  /** Why the variants could not be made; null or absent when they were. */
  processingError?: string | null;
}

/** Filter of the file and gallery browsers; `page` counts from 1, 10 files a page. */
export interface FileBrowserFilter {
  tag?: string;
  ext?: string;
  name?: string;
  page?: number;
}

/** Answer of getDataFileBrowser and getDataGalleryBrowser. */
export interface FileBrowserData {
  files: LibraryFile[];
  numItems: number;
  availableTags: string[];
  availableExt: string[];
}

/** Filters of `GET /api/v0/file/` and `POST /api/v0/search/file/`. */
export interface FileQuery {
  tag?: string;
  ext?: string;
  name?: string;
  limit?: number;
  skip?: number;
}

export interface FileUpdateInput {
  _id: string;
  name?: string;
  tags?: string[];
  public?: boolean;
}

/** A rectangle of the image as currently shown, in pixels. */
export interface CropInput {
  _id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Clockwise degrees added to the current rotation. */
export type RotateAngle = 90 | 180 | 270 | -90;

/** Bytes allowed and used by the library. */
export interface Quota {
  total: number;
  used: number;
}

const FILE_LIST = { type: 'File', id: 'LIST' } as const;
const QUOTA = { type: 'Quota', id: 'CURRENT' } as const;

/** The first item of a `[file]` answer. */
function firstFile(list: LibraryFile[]): LibraryFile {
  const [file] = list;
  if (!file) throw new Error('the server answered an empty file list');
  return file;
}

function fileTags(files: readonly LibraryFile[] = []) {
  return [FILE_LIST, ...files.map((file) => ({ type: 'File' as const, id: file._id }))];
}

/** The file library: browsers, reads, edits and the quota (docs/contracts.md "File library"). */
export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataFileBrowser: build.query<FileBrowserData, FileBrowserFilter>({
      query: (filter) => ({ verb: 'create', path: '/api/v1/file/getDataFileBrowser', payload: { filter } }),
      providesTags: (result) => fileTags(result?.files),
    }),
    getDataGalleryBrowser: build.query<FileBrowserData, { filter: FileBrowserFilter; token?: string }>({
      query: (payload) => ({ verb: 'create', path: '/api/v1/file/getDataGalleryBrowser', payload }),
      providesTags: (result) => fileTags(result?.files),
    }),
    getFiles: build.query<ListResponse<LibraryFile>, FileQuery>({
      query: (query) => ({ path: '/api/v0/file/', query: { ...query } }),
      providesTags: (result) => fileTags(result?.items),
    }),
    getFile: build.query<LibraryFile, string>({
      query: (id) => ({ path: '/api/v0/file/', id }),
      providesTags: (_result, _error, id) => [{ type: 'File', id }],
    }),
    getFilesBatch: build.query<ListResponse<LibraryFile>, string[]>({
      // A read with a body becomes POST /api/v0/batch/file/.
      query: (ids) => ({ path: '/api/v0/file/', payload: { ids } }),
      providesTags: (result) => fileTags(result?.items),
    }),
    getFilesByIds: build.query<ListResponse<LibraryFile>, string[]>({
      // The batch read as GET /api/v0/batch/file/?ids=a,b: without a CSRF header, so the server
      // render can make it too (the storefront's product images are in its HTML).
      query: (ids) => ({ path: '/api/v0/batch/file/', query: { ids: ids.join(',') } }),
      providesTags: (result) => fileTags(result?.items),
    }),
    searchFiles: build.query<ListResponse<LibraryFile>, FileQuery>({
      query: (query) => ({ verb: 'create', path: '/api/v0/search/file/', payload: query }),
      providesTags: (result) => fileTags(result?.items),
    }),
    updateFile: build.mutation<LibraryFile, FileUpdateInput>({
      query: (input) => ({ verb: 'update', path: '/api/v0/file/', payload: input }),
      transformResponse: firstFile,
      invalidatesTags: (_result, _error, input) => [{ type: 'File', id: input._id }, FILE_LIST],
    }),
    removeFile: build.mutation<LibraryFile, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/file/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'File', id }, FILE_LIST, QUOTA],
    }),
    cropFile: build.mutation<LibraryFile, CropInput>({
      query: (input) => ({ verb: 'create', path: '/api/v0/crop/', payload: input }),
      transformResponse: firstFile,
      invalidatesTags: (_result, _error, input) => [{ type: 'File', id: input._id }, FILE_LIST, QUOTA],
    }),
    rotateFile: build.mutation<LibraryFile, { _id: string; angle: RotateAngle }>({
      query: (input) => ({ verb: 'create', path: '/api/v0/rotate/', payload: input }),
      transformResponse: firstFile,
      invalidatesTags: (_result, _error, input) => [{ type: 'File', id: input._id }, FILE_LIST, QUOTA],
    }),
    getQuota: build.query<Quota, void>({
      query: () => ({ path: '/api/v0/quota/' }),
      providesTags: [QUOTA],
    }),
  }),
});

export const {
  useGetDataFileBrowserQuery,
  useGetDataGalleryBrowserQuery,
  useGetFilesQuery,
  useGetFileQuery,
  useGetFilesBatchQuery,
  useGetFilesByIdsQuery,
  useSearchFilesQuery,
  useUpdateFileMutation,
  useRemoveFileMutation,
  useCropFileMutation,
  useRotateFileMutation,
  useGetQuotaQuery,
} = filesApi;

/** Tags whose data an upload changes, for `dispatch(filesApi.util.invalidateTags(UPLOAD_INVALIDATES))`. */
export const UPLOAD_INVALIDATES = [FILE_LIST, QUOTA];

export interface UploadOptions {
  /** Percent of the bytes sent, 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Default `/api/v0/upload`. */
  url?: string;
  /** Prefix of `url`, as the store's `baseUrl`. */
  baseUrl?: string;
}

function uploadError(xhr: XMLHttpRequest): ApiRequestError {
  let body: ServerErrorBody = {};
  try {
    body = JSON.parse(xhr.responseText) as ServerErrorBody;
  } catch {
    // Not JSON (e.g. a proxy's error page): no server message to pass on.
  }
  return new ApiRequestError({
    status: xhr.status,
    code: body.code ?? xhr.status ?? CREATE_ERROR_DEFAULTS.code,
    message: body.message ?? CREATE_ERROR_DEFAULTS.message,
  });
}

/**
 * Uploads one file as multipart (the file under its name plus `tags` as a JSON string) and resolves
 * with the stored file. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadFile(
  file: Blob & { name: string },
  tags: readonly string[],
  options: UploadOptions = {},
) {
  const { onProgress, signal, url = DEFAULT_UPLOAD_ENDPOINT, baseUrl = '' } = options;
  return new Promise<LibraryFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}${url}`);
    xhr.withCredentials = true;
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    // Every byte is sent: the server now stores (and, for images, processes) the file.
    xhr.upload.addEventListener('load', () => onProgress?.(100));
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadError(xhr));
        return;
      }
      try {
        resolve(firstFile(JSON.parse(xhr.responseText) as LibraryFile[]));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => {
      signal?.removeEventListener('abort', abort);
      reject(new ApiRequestError({ status: 0, code: CREATE_ERROR_DEFAULTS.code, message: 'Netzwerkfehler' }));
    });
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    function abort() {
      xhr.abort();
      // Settled here too, since not every XMLHttpRequest reports an abort of a pending answer.
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    }
    signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    form.append('tags', JSON.stringify(tags));
    form.append(file.name, file, file.name);
    xhr.send(form);
  });
}
