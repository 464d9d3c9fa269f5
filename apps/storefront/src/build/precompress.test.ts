// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies of the text assets that are worth it, and only of those', async () => {
    dir = await mkdtemp(join(tmpdir(), 'gartenwerk-precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = 'export const hecke = "Thuja";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'entry-client-abc123.js'), script);
    await writeFile(join(dir, 'assets', 'entry-client-abc123.css'), '.a { color: green }\n'.repeat(100));
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    await writeFile(join(dir, 'assets', 'foto.jpg'), Buffer.alloc(4096, 7));

    const written = await precompressFolder(dir);

    expect(written.map((path) => path.slice(dir.length)).sort()).toEqual([
      '/assets/entry-client-abc123.css',
      '/assets/entry-client-abc123.js',
    ]);
    const js = join(dir, 'assets', 'entry-client-abc123.js');
    const br = readFileSync(`${js}.br`);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    // Too small to gain anything, or compressed already.
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'foto.jpg.br'))).toBe(false);
  });
});
