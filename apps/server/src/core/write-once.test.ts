import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileOnce } from './write-once';

describe('writeFileOnce', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a file that is not there and keeps what was written first', () => {
    dir = mkdtempSync(join(tmpdir(), 'gw-write-once-'));
    const file = join(dir, 'session-secret');
    expect(writeFileOnce(file, 'vom ersten Prozess\n')).toBe('vom ersten Prozess\n');
    // A second process starting beside the first reads the first one's secret.
    expect(writeFileOnce(file, 'vom zweiten Prozess\n')).toBe('vom ersten Prozess\n');
    expect(readFileSync(file, 'utf8')).toBe('vom ersten Prozess\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Nothing written beside it is left over.
    expect(readdirSync(dir)).toEqual(['session-secret']);
  });
});
