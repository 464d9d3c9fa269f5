import { http, HttpResponse } from 'msw';
import type { Backup, BackupRestore, BackupSchedule } from './backup';

export const demoBackups: Backup[] = [
  {
    _id: 'gartenwerk-20261129-021000-000',
    state: 'done',
    scheduled: true,
    created: '2026-11-29T02:10:00.000Z',
    finished: '2026-11-29T02:10:04.000Z',
    size: 2_621_440,
    progress: { phase: 'archive', done: 1, total: 1 },
    tables: 42,
    rows: 1830,
    files: 57,
    error: null,
  },
];

/** The server's refusal of a restore into an installation that already holds data. */
export const RESTORE_NOT_EMPTY =
  'Eine Sicherung kann nur in eine leere Installation zurückgespielt werden. Hier sind bereits Bestellungen, Rechnungen, Abonnenten oder andere Daten gespeichert.';

/** The server's refusal of an archive larger than the limit (here 1 MB). */
export const RESTORE_TOO_LARGE =
  'Die Sicherungsdatei ist zu groß (2 MB). Es können höchstens 1 MB hochgeladen werden.';

export interface BackupHandlerOptions {
  items?: Backup[];
  schedule?: BackupSchedule;
  /** Whether the installation is empty, so that a restore is accepted. */
  empty?: boolean;
  /** The bodies of restores received, as bytes. */
  restored?: Uint8Array[];
  /** Bytes an archive to restore may have; default 1 MB. */
  restoreLimit?: number;
  /** How a started restore ends (after one read while it runs). */
  restoreError?: string;
}

/**
 * The backup routes over a copy of the items. A started backup advances one step each time the
 * list or the backup is read (queued, running half way, done), so polling reaches the end without a clock.
 */
export function createBackupHandlers(options: BackupHandlerOptions = {}) {
  const items = structuredClone(options.items ?? demoBackups);
  let schedule: BackupSchedule = { ...(options.schedule ?? { enabled: false, hour: 2, keep_days: 7 }) };
  let empty = options.empty ?? false;
  let made = 0;
  const restoreLimit = options.restoreLimit ?? 1024 * 1024;
  const restores = new Map<string, BackupRestore>();
  const advance = () => {
    for (const backup of items) {
      if (backup.state === 'queued') {
        backup.state = 'running';
        backup.progress = { phase: 'files', done: 1, total: 2 };
      } else if (backup.state === 'running') {
        Object.assign(backup, {
          state: 'done',
          finished: '2026-11-30T09:00:05.000Z',
          size: 1_048_576,
          progress: { phase: 'archive', done: 2, total: 2 },
          tables: 42,
          rows: 120,
          files: 3,
        });
      }
    }
  };
  return [
    http.get('*/api/v0/backup/', () => {
      advance();
      return HttpResponse.json({ items, total: items.length, schedule, empty, restore_limit: restoreLimit });
    }),
    http.post('*/api/v0/backup/', () => {
      made += 1;
      const backup: Backup = {
        _id: `gartenwerk-20261130-090000-00${made}`,
        state: 'queued',
        scheduled: false,
        created: '2026-11-30T09:00:00.000Z',
        finished: null,
        size: null,
        progress: { phase: null, done: 0, total: 0 },
        tables: null,
        rows: null,
        files: null,
        error: null,
      };
      items.unshift(backup);
      return HttpResponse.json(backup, { status: 202 });
    }),
    http.put('*/api/v0/backup/schedule', async ({ request }) => {
      schedule = (await request.json()) as BackupSchedule;
      return HttpResponse.json(schedule);
    }),
    http.post('*/api/v0/backup/restore', async ({ request }) => {
      if (!empty)
        return HttpResponse.json(
          { statusCode: 409, code: 'BACKUP_NOT_EMPTY', message: RESTORE_NOT_EMPTY },
          { status: 409 },
        );
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.length > restoreLimit)
        return HttpResponse.json(
          { statusCode: 413, code: 'BACKUP_TOO_LARGE', message: RESTORE_TOO_LARGE },
          { status: 413 },
        );
      options.restored?.push(bytes);
      empty = false;
      const restore: BackupRestore = {
        _id: `restore${String(restores.size + 1).padStart(25, '0')}`,
        state: 'running',
        phase: null,
        started: '2026-11-30T09:00:00.000Z',
        finished: null,
        size: bytes.length,
        rows: null,
        files: null,
        created: null,
        error: null,
      };
      restores.set(restore._id, restore);
      return HttpResponse.json(restore, { status: 202 });
    }),
    // A restore runs on the first read (its database phase) and has ended on the second.
    http.get('*/api/v0/backup/restore/:id', ({ params }) => {
      const restore = restores.get(String(params.id));
      if (!restore)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
          { status: 404 },
        );
      if (restore.phase === null) restore.phase = 'database';
      else if (restore.state === 'running')
        Object.assign(
          restore,
          { finished: '2026-11-30T09:00:07.000Z' },
          options.restoreError
            ? { state: 'failed', error: options.restoreError }
            : {
                state: 'done',
                phase: 'files',
                rows: 1830,
                files: 57,
                created: '2026-11-29T02:10:00.000Z',
              },
        );
      return HttpResponse.json(restore);
    }),
    http.get('*/api/v0/backup/:id', ({ params }) => {
      advance();
      const backup = items.find((item) => item._id === params.id);
      if (!backup)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
          { status: 404 },
        );
      return HttpResponse.json(backup);
    }),
    http.delete('*/api/v0/backup/:id', ({ params }) => {
      const index = items.findIndex((item) => item._id === params.id);
      if (index < 0)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
          { status: 404 },
        );
      if (items[index]!.state === 'running' || items[index]!.state === 'queued') {
        return HttpResponse.json(
          { statusCode: 409, code: 'BACKUP_RUNNING', message: 'Diese Sicherung wird gerade erstellt.' },
          { status: 409 },
        );
      }
      items.splice(index, 1);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
