import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** An inclusive byte range, as HTTP Range requests name it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where file bytes live: keys like `files/<id>/original`, written and read as streams. */
export interface FileStorage {
  /** Stores the stream under `key`; nothing is visible under `key` unless the whole stream arrived. */
  write(key: string, body: Readable, contentType?: string): Promise<void>;
  /** The stored bytes, or the given range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size in bytes, or undefined when nothing is stored under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Removes `key`; removing a missing key is no error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key "${key}"`);
  return key;
}

/** A folder on the local disk (DATA_DIR/files by default). */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(this.root, checkKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key "${key}"`);
    return path;
  }

  async write(key: string, body: Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed when complete, so a failed upload leaves nothing behind.
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      await rmdir(dirname(path)).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.path(key);
    await stat(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    // A file's folder goes with its last key; a folder still holding keys stays.
    await rmdir(dirname(path)).catch(() => undefined);
  }
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, …); absent means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Prefix of every key inside the bucket. */
  prefix?: string;
}

/** An S3-compatible bucket; uploads stream in parts, so no file is held in memory whole. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private key(key: string): string {
    return join(this.options.prefix ?? '', checkKey(key)).replaceAll(sep, '/');
  }

  async write(key: string, body: Readable, contentType?: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: this.key(key), Body: body, ContentType: contentType },
    });
    await upload.done();
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return answer.Body as Readable;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      return head.ContentLength;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
