import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filesApi } from './files';
import { adminUser, createFilesHandlers } from './msw';
import { createStore } from './store';
import type { User } from './types';

const baseUrl = 'http://shop.test';
const server = setupContractServer();
const plainUser: User = { _id: 'user-plain', handle: 'kunde@example.at', roles: ['user'] };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signIn(user: User) {
  server.use(...createFilesHandlers({ currentUser: user }));
  return createStore({ baseUrl });
}

describe('file library endpoints', () => {
  it('pages the file browser by ten and filters by a tag including the nested ones', async () => {
    const store = signIn(adminUser);
    const first = await store.dispatch(filesApi.endpoints.getDataFileBrowser.initiate({ page: 1 }));
    expect(first.data?.files).toHaveLength(10);
    expect(first.data?.numItems).toBe(12);
    expect(first.data?.availableTags).toEqual(
      expect.arrayContaining(['all', 'upload_queued', 'Pflanzen|Hecken']),
    );
    const plants = await store.dispatch(filesApi.endpoints.getDataFileBrowser.initiate({ tag: 'Pflanzen' }));
    expect(plants.data?.numItems).toBe(5);
    const hedges = await store.dispatch(
      filesApi.endpoints.getDataFileBrowser.initiate({ tag: 'Pflanzen|Hecken' }),
    );
    expect(hedges.data?.files.map((file) => file.name).sort()).toEqual([
      'hecke-schnitt.jpg',
      'thuja-hecke.jpg',
    ]);
  });

  it('saves tags, keeps built-in ones and drops empty ones, and refreshes the browser', async () => {
    const store = signIn(adminUser);
    const before = await store.dispatch(filesApi.endpoints.getDataFileBrowser.initiate({ tag: 'Favoriten' }));
    expect(before.data?.numItems).toBe(0);
    const saved = await store
      .dispatch(filesApi.endpoints.updateFile.initiate({ _id: 'file-1', tags: ['Favoriten', ''] }))
      .unwrap();
    expect(saved.tags).toEqual(['Favoriten', 'in_gallery']);
    const favourites = filesApi.endpoints.getDataFileBrowser.select({ tag: 'Favoriten' });
    await expect.poll(() => favourites(store.getState()).data?.numItems).toBe(1);
  });

  it('crops into new variants and removes a file', async () => {
    const store = signIn(adminUser);
    const before = await store.dispatch(filesApi.endpoints.getFile.initiate('file-2')).unwrap();
    const cropped = await store
      .dispatch(filesApi.endpoints.cropFile.initiate({ _id: 'file-2', x: 0, y: 0, w: 900, h: 900 }))
      .unwrap();
    expect(cropped.res).toEqual({ w: 900, h: 900 });
    expect(cropped.gridrefs.map((variant) => variant.gridref)).not.toEqual(
      before.gridrefs.map((variant) => variant.gridref),
    );
    const outside = await store.dispatch(
      filesApi.endpoints.cropFile.initiate({ _id: 'file-2', x: 500, y: 0, w: 900, h: 900 }),
    );
    expect(outside.error).toMatchObject({ status: 400 });
    await store.dispatch(filesApi.endpoints.removeFile.initiate('file-2')).unwrap();
    const gone = await store.dispatch(filesApi.endpoints.getFile.initiate('file-2', { forceRefetch: true }));
    expect(gone.error).toMatchObject({ status: 404 });
  });

  it('refuses changes by someone who is not admin with C100', async () => {
    const store = signIn(plainUser);
    const result = await store.dispatch(
      filesApi.endpoints.updateFile.initiate({ _id: 'file-1', name: 'x.jpg' }),
    );
    expect(result.error).toEqual({ status: 403, code: 'C100', message: 'no permission' });
    const quota = await store.dispatch(filesApi.endpoints.getQuota.initiate());
    expect(quota.error).toMatchObject({ code: 'C100' });
  });

  it('reads the quota as total and used bytes', async () => {
    const store = signIn(adminUser);
    const quota = await store.dispatch(filesApi.endpoints.getQuota.initiate()).unwrap();
    expect(quota.total).toBe(500 * 1024 * 1024);
    expect(quota.used).toBeGreaterThan(0);
  });
});
