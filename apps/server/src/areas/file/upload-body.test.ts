import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import { LocalStorage } from '../../core/storage';
import { createFileLibrary } from './library';

const INCOMPLETE =
  'Fehlerhafter mehrteiliger Inhalt (multipart/form-data): der Inhalt bricht vor seinem Ende ab';

/** Sends `body` as it is over a socket, with a Content-Length that matches it; answers status and JSON. */
function post(origin: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const sent = request(
      `${origin}/api/v0/upload`,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe.each(await databaseKinds())('malformed upload bodies on %s', (kind) => {
  let server: TestServer;
  let folder: string;
  let origin: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gartenwerk-upload-body-'));
    server = await startTestServer(kind, { files: createFileLibrary({ storage: new LocalStorage(folder) }) });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const boundary = '----gartenwerk-upload-body';
  const headers = () => ({
    ...bearer(server.adminToken),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  const filePart = (content: Buffer, name = 'Rosenbeet.png') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
    ]);
  /** Every file under the storage folder, partial ones included. */
  const everythingStored = async () =>
    (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const fileCount = async () =>
    (
      await server.app.inject({ method: 'GET', url: '/api/v0/file/', headers: bearer(server.adminToken) })
    ).json<{ total: number }>().total;

  it('answers an upload cut off inside the file with 400 and keeps nothing of it, not even a .part file', async () => {
    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7d2c' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    // Half of a ~1 MB file, in many chunks on the socket, and no closing delimiter.
    const response = await post(origin, headers(), filePart(image.subarray(0, image.length / 2)));
    expect(response).toEqual({
      status: 400,
      json: { statusCode: 400, code: 'VALIDATION', message: INCOMPLETE },
    });
    expect(await everythingStored()).toEqual([]);
    expect(await fileCount()).toBe(0);
    // The server still takes a whole upload afterwards.
    const whole = await post(
      origin,
      headers(),
      Buffer.concat([filePart(image), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    );
    expect(whole.status).toBe(200);
    expect(await fileCount()).toBe(1);
  });

  it('removes the partial file of an upload whose client goes away in the middle, and keeps serving', async () => {
    const image = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#5a3d2c' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const whole = Buffer.concat([filePart(image), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const sent = request(`${origin}/api/v0/upload`, {
      method: 'POST',
      headers: { ...headers(), 'content-length': String(whole.length) },
    });
    // What the earlier tests stored, their image variants made.
    await server.app.jobs.idle();
    const before = await everythingStored();
    const filesBefore = await fileCount();
    sent.on('error', () => undefined);
    sent.write(whole.subarray(0, whole.length / 2));
    // The server is writing the file when the client goes.
    const partial = async () => (await everythingStored()).filter((name) => name.endsWith('.part'));
    await expect.poll(async () => (await partial()).length, { timeout: 10_000 }).toBe(1);
    sent.destroy();
    await expect.poll(everythingStored, { timeout: 10_000 }).toEqual(before);
    expect(await fileCount()).toBe(filesBefore);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers a body without boundary and a file name with NUL with 400', async () => {
    const noBoundary = await post(
      origin,
      { ...bearer(server.adminToken), 'content-type': 'multipart/form-data' },
      Buffer.from('irgendwas'),
    );
    expect(noBoundary).toEqual({
      status: 400,
      json: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Fehlerhafter mehrteiliger Inhalt (multipart/form-data): Multipart: Boundary not found',
      },
    });
    const before = await fileCount();
    const nulName = await post(
      origin,
      headers(),
      Buffer.concat([filePart(Buffer.from('hallo'), 'a\u0000.txt'), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    );
    expect(nulName).toEqual({
      status: 400,
      json: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'body/file/filename must not contain the character U+0000',
      },
    });
    expect(await fileCount()).toBe(before);
  });
});
