import { api } from './api';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  readCookie,
  toApiError,
  withPageLanguage,
  type ApiError,
  type RequestOptions,
} from './request';

export const BACKUP_PATH = '/api/v0/backup/';

/** One backup archive of the database and every stored file (`/api/v0/backup/`). */
export interface Backup {
  _id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Made by the daily schedule rather than by hand. */
  scheduled: boolean;
  created: string;
  finished: string | null;
  /** Bytes of the archive, once done. */
  size: number | null;
  progress: { phase: 'database' | 'files' | 'archive' | null; done: number; total: number };
  tables: number | null;
  rows: number | null;
  files: number | null;
  error: string | null;
}

/** The daily backup at a Vienna hour, kept for a number of days. */
export interface BackupSchedule {
  enabled: boolean;
  hour: number;
  keep_days: number;
}

export interface BackupOverview {
  items: Backup[];
  total: number;
  schedule: BackupSchedule;
  /** Whether the installation holds only its first start's data, so that a restore is possible. */
  empty: boolean;
  /** Bytes an archive to restore may have. */
  restore_limit: number;
}

/**
 * A restore (`/api/v0/backup/restore/:id`): the upload is stored, then restored in the background;
 * its state is read by the id the upload answered, without a session (the restore replaces them).
 */
export interface BackupRestore {
  _id: string;
  state: 'running' | 'done' | 'failed';
  phase: 'unpack' | 'database' | 'files' | null;
  started: string;
  finished: string | null;
  /** Bytes of the uploaded archive. */
  size: number;
  rows: number | null;
  files: number | null;
  /** When the restored backup was made. */
  created: string | null;
  error: string | null;
}

/** Whether a backup is still being made: its list is polled until it is not. */
export function isBackupRunning(backup: Backup): boolean {
  return backup.state === 'queued' || backup.state === 'running';
}

/** Where the archive of a finished backup is downloaded (the session cookie authenticates the link). */
export function backupDownloadPath(id: string): string {
  return `${BACKUP_PATH}${encodeURIComponent(id)}/download`;
}

export const BACKUP_RESTORE_PATH = `${BACKUP_PATH}restore`;

/**
 * `POST /api/v0/backup/restore` with the archive as the body (application/gzip); answers 202 with the
 * restore, which goes on in the background. Sent with fetch directly: the base query reads bodies as
 * text, which would spoil the binary archive.
 */
export async function postBackupRestore(archive: Blob, options: RequestOptions = {}): Promise<BackupRestore> {
  const headers = withPageLanguage(new Headers({ 'content-type': 'application/gzip' }));
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const response = await (options.fetchFn ?? fetch)(`${options.baseUrl ?? ''}${BACKUP_RESTORE_PATH}`, {
    method: 'POST',
    headers,
    body: archive,
    credentials: 'same-origin',
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError('create', { status: response.status, data });
  return data as BackupRestore;
}

const list = { type: 'Backup', id: 'LIST' } as const;

/** The admin screen `backup`: backups, their progress, the schedule and the restore. */
export const backupApi = api.enhanceEndpoints({ addTagTypes: ['Backup'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v0/backup/`: newest first, with the schedule and whether a restore is possible. */
    getBackups: build.query<BackupOverview, void>({
      query: () => ({ path: BACKUP_PATH }),
      providesTags: [list],
    }),
    /** `GET /api/v0/backup/:id`: one backup's state and progress. */
    getBackup: build.query<Backup, string>({
      query: (id) => ({ path: BACKUP_PATH, id }),
      providesTags: (_result, _error, id) => [{ type: 'Backup', id }],
    }),
    /** `POST /api/v0/backup/` (202): starts a backup in the background. */
    createBackup: build.mutation<Backup, void>({
      query: () => ({ verb: 'create', path: BACKUP_PATH, payload: {} }),
      invalidatesTags: [list],
    }),
    /** `DELETE /api/v0/backup/:id`; refused (409) while it is being made. */
    deleteBackup: build.mutation<{ ok: true }, string>({
      query: (id) => ({ verb: 'remove', path: BACKUP_PATH, payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [list, { type: 'Backup', id }],
    }),
    /** `PUT /api/v0/backup/schedule`. */
    updateBackupSchedule: build.mutation<BackupSchedule, BackupSchedule>({
      query: (schedule) => ({ verb: 'update', path: `${BACKUP_PATH}schedule`, payload: schedule }),
      invalidatesTags: [list],
    }),
    /**
     * `POST /api/v0/backup/restore` (202): only into an installation holding nothing but its first
     * start; follow it with `getBackupRestore`.
     */
    restoreBackup: build.mutation<BackupRestore, Blob>({
      queryFn: async (archive, queryApi) => {
        try {
          const options = (queryApi.extra as RequestOptions | undefined) ?? {};
          return { data: await postBackupRestore(archive, options) };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      // Nothing is read again: the restore replaces the sessions too, so this one will end.
    }),
    /** `GET /api/v0/backup/restore/:id`: a restore's state, polled until it is done or failed. */
    getBackupRestore: build.query<BackupRestore, string>({
      query: (id) => ({ path: `${BACKUP_RESTORE_PATH}/`, id }),
    }),
  }),
});

export const {
  useGetBackupsQuery,
  useGetBackupQuery,
  useCreateBackupMutation,
  useDeleteBackupMutation,
  useUpdateBackupScheduleMutation,
  useRestoreBackupMutation,
  useGetBackupRestoreQuery,
} = backupApi;
