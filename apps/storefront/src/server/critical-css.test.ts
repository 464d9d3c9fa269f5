// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStyles } from './critical-css';
import type { ClientManifest } from './document';

const manifest: ClientManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    css: ['assets/entry.css'],
    imports: ['_vendor.js'],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/admin-overlay/AdminOverlay.tsx': { file: 'assets/overlay.js', css: ['assets/overlay.css'] },
};

let clientDir: string;
const clientUrl = () => pathToFileURL(`${clientDir}/`);

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry.css'), 'main{margin:0}');
  writeFileSync(join(clientDir, 'assets', 'vendor.css'), '.gw-button{color:#000}');
  writeFileSync(join(clientDir, 'assets', 'overlay.css'), '.overlay{inset:0}');
});

afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the stylesheets a document may inline', () => {
  it("are every stylesheet of the build: the entry's, its imports' and the lazy chunks'", () => {
    expect([...readStyles(manifest, clientUrl()).entries()]).toEqual([
      ['assets/entry.css', 'main{margin:0}'],
      ['assets/vendor.css', '.gw-button{color:#000}'],
      ['assets/overlay.css', '.overlay{inset:0}'],
    ]);
  });

  it('leave out a file that is missing, and are none without a manifest', () => {
    rmSync(join(clientDir, 'assets', 'entry.css'));
    expect([...readStyles(manifest, clientUrl()).keys()]).toEqual([
      'assets/vendor.css',
      'assets/overlay.css',
    ]);
    expect(readStyles(null, clientUrl()).size).toBe(0);
  });
});
