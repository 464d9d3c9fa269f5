import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage, type FileStorage } from './storage';

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/** A stream that delivers some bytes and then breaks, like an upload cut off halfway. */
function broken(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from('half a file'));
      this.destroy(new Error('connection lost'));
    },
  });
}

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

// The S3 half runs against s3rver, a local S3-compatible server, through the real AWS SDK.
const backends: [string, () => Promise<Backend>][] = [
  [
    'a local folder',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'gartenwerk-storage-'));
      return { storage: new LocalStorage(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible bucket',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'gartenwerk-s3-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: folder,
        configureBuckets: [{ name: 'dateien' }],
      });
      const { port } = await server.run();
      const storage = new S3Storage({
        bucket: 'dateien',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'gartenwerk',
      });
      return {
        storage,
        async close() {
          storage.destroy();
          await server.close();
          await rm(folder, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(backends)('file storage in %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('writes a stream, reads it whole or by range, knows its size and removes it', async () => {
    const { storage } = backend;
    await storage.write(
      'files/abc/original',
      Readable.from([Buffer.from('Lebensbaum '), Buffer.from('Smaragd')]),
      'text/plain',
    );
    expect(await text(await storage.read('files/abc/original'))).toBe('Lebensbaum Smaragd');
    expect(await text(await storage.read('files/abc/original', { start: 11, end: 17 }))).toBe('Smaragd');
    expect(await storage.size('files/abc/original')).toBe(18);
    await storage.remove('files/abc/original');
    expect(await storage.size('files/abc/original')).toBeUndefined();
    await expect(storage.read('files/abc/original')).rejects.toThrow();
    await storage.remove('files/abc/original');
  });

  it('keeps nothing of a stream that broke off', async () => {
    const { storage } = backend;
    await expect(storage.write('files/def/original', broken())).rejects.toThrow('connection lost');
    expect(await storage.size('files/def/original')).toBeUndefined();
  });

  it('refuses keys that climb out of the storage', async () => {
    await expect(backend.storage.write('../etc/passwd', Readable.from(['x']))).rejects.toThrow(
      'invalid storage key',
    );
    await expect(backend.storage.read('files/../../x')).rejects.toThrow('invalid storage key');
  });
});

describe('local storage folders', () => {
  it('leaves no empty folder behind a removed file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gartenwerk-storage-'));
    const storage = new LocalStorage(folder);
    await storage.write('files/x1/original', Readable.from(['a']));
    await storage.write('files/x1/variant', Readable.from(['b']));
    await storage.remove('files/x1/original');
    expect(await readdir(join(folder, 'files'))).toEqual(['x1']);
    await storage.remove('files/x1/variant');
    expect(await readdir(join(folder, 'files'))).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });
});
