// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INLINE_CSS_BUDGET_BYTES, readEntryStyles } from './critical-css';
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

describe('the stylesheets inlined into the head', () => {
  it("are those of the entry and its static imports, not the lazy chunks'", () => {
    const styles = readEntryStyles(manifest, clientUrl());
    expect([...styles.entries()]).toEqual([
      ['assets/entry.css', 'main{margin:0}'],
      ['assets/vendor.css', '.gw-button{color:#000}'],
    ]);
  });

  it('are none when they exceed the budget, a file is missing or there is no manifest', () => {
    writeFileSync(join(clientDir, 'assets', 'entry.css'), 'a{}'.repeat(INLINE_CSS_BUDGET_BYTES / 3 + 1));
    expect(readEntryStyles(manifest, clientUrl()).size).toBe(0);
    rmSync(join(clientDir, 'assets', 'entry.css'));
    expect(readEntryStyles(manifest, clientUrl()).size).toBe(0);
    expect(readEntryStyles(null, clientUrl()).size).toBe(0);
  });
});
