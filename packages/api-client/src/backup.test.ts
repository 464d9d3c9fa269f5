import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { backupApi, backupDownloadPath } from './backup';
import { createBackupHandlers, RESTORE_NOT_EMPTY, RESTORE_TOO_LARGE } from './msw';
import { createStore } from './store';

const server = setupContractServer();
const requests: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  requests.length = 0;
});
afterAll(() => server.close());

function start(options: Parameters<typeof createBackupHandlers>[0] = {}) {
  server.use(...createBackupHandlers(options));
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
  return createStore({ baseUrl: 'http://shop.test' });
}

const { endpoints } = backupApi;

describe('backup endpoints', () => {
  it('starts a backup, follows it to the end and deletes it', async () => {
    const store = start();
    const started = await store.dispatch(endpoints.createBackup.initiate()).unwrap();
    expect(requests).toEqual(['POST http://shop.test/api/v0/backup/']);
    expect(started).toMatchObject({ state: 'queued', size: null });
    const running = await store.dispatch(endpoints.getBackup.initiate(started._id)).unwrap();
    expect(requests.at(-1)).toBe(`GET http://shop.test/api/v0/backup/${started._id}`);
    expect(running).toMatchObject({ state: 'running', progress: { phase: 'files', done: 1, total: 2 } });
    const list = await store.dispatch(endpoints.getBackups.initiate()).unwrap();
    expect(list.items.map((item) => [item._id, item.state])).toEqual([
      [started._id, 'done'],
      ['gartenwerk-20261129-021000-000', 'done'],
    ]);
    requests.length = 0;
    await store.dispatch(endpoints.deleteBackup.initiate(started._id)).unwrap();
    // The list and the backup are read again; the backup is gone.
    expect(requests[0]).toBe(`DELETE http://shop.test/api/v0/backup/${started._id}`);
    const after = await store.dispatch(endpoints.getBackups.initiate()).unwrap();
    expect(after.items.map((item) => item._id)).toEqual(['gartenwerk-20261129-021000-000']);
    expect(backupDownloadPath(started._id)).toBe(`/api/v0/backup/${started._id}/download`);
  });

  it('saves the schedule', async () => {
    const store = start();
    const saved = await store
      .dispatch(endpoints.updateBackupSchedule.initiate({ enabled: true, hour: 3, keep_days: 14 }))
      .unwrap();
    expect(requests).toEqual(['PUT http://shop.test/api/v0/backup/schedule']);
    expect(saved).toEqual({ enabled: true, hour: 3, keep_days: 14 });
  });

  it('sends the archive unchanged as application/gzip, follows the restore and reports a refusal with its message', async () => {
    const restored: Uint8Array[] = [];
    const archive = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff, 0x00, 0x80]);
    const types: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void types.push(request.headers.get('content-type') ?? ''),
    );
    const store = start({ empty: true, restored });
    const started = await store.dispatch(endpoints.restoreBackup.initiate(new Blob([archive]))).unwrap();
    expect(started).toMatchObject({ state: 'running', size: archive.length, rows: null });
    expect(requests).toEqual(['POST http://shop.test/api/v0/backup/restore']);
    expect(types).toEqual(['application/gzip']);
    expect([...restored[0]!]).toEqual([...archive]);

    const running = await store.dispatch(endpoints.getBackupRestore.initiate(started._id)).unwrap();
    expect(requests.at(-1)).toBe(`GET http://shop.test/api/v0/backup/restore/${started._id}`);
    expect(running).toMatchObject({ state: 'running', phase: 'database' });
    const done = await store
      .dispatch(endpoints.getBackupRestore.initiate(started._id, { forceRefetch: true }))
      .unwrap();
    expect(done).toMatchObject({ state: 'done', rows: 1830, files: 57, created: '2026-11-29T02:10:00.000Z' });

    const again = await store.dispatch(endpoints.restoreBackup.initiate(new Blob([archive])));
    expect(again.error).toEqual({ status: 409, code: 'BACKUP_NOT_EMPTY', message: RESTORE_NOT_EMPTY });
  });

  it('reports a file over the limit with the server’s German message (413)', async () => {
    const store = start({ empty: true, restoreLimit: 1024 * 1024 });
    const big = await store.dispatch(
      endpoints.restoreBackup.initiate(new Blob([new Uint8Array(2 * 1024 * 1024)])),
    );
    expect(big.error).toEqual({ status: 413, code: 'BACKUP_TOO_LARGE', message: RESTORE_TOO_LARGE });
  });
});
