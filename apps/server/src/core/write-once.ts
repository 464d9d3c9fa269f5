import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `content` to `file` unless the file exists, and answers what the file holds: the content given,
 * or what another process wrote first. Server processes sharing DATA_DIR and starting together so agree
 * on one generated secret. The file is written beside and linked into place, so nobody reads it half
 * written, and the link fails when the file exists (on NFS too).
 */
export function writeFileOnce(file: string, content: string): string {
  const partial = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(partial, content, { mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
  return readFileSync(file, 'utf8');
}
