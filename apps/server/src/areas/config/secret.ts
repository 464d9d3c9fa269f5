import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileOnce } from '../../core/write-once';

/** The file in DATA_DIR holding the generated key when CONFIG_SECRET_KEY is not set. */
export const CONFIG_KEY_FILE = 'config-secret-key';
const PREFIX = 'v1:';

/**
 * The AES-256 key secrets in the configuration (mailbox passwords) are encrypted with: CONFIG_SECRET_KEY
 * (64 hex characters) or a key generated on first use and kept in DATA_DIR.
 */
export function configSecretKey(dataDir: string, fromEnv = process.env.CONFIG_SECRET_KEY): Buffer {
  const given = fromEnv?.trim();
  if (given) {
    if (!/^[0-9a-fA-F]{64}$/.test(given)) throw new Error('CONFIG_SECRET_KEY must be 64 hex characters');
    return Buffer.from(given, 'hex');
  }
  const file = join(dataDir, CONFIG_KEY_FILE);
  const usable = (text: string) =>
    /^[0-9a-f]{64}$/.test(text.trim()) ? Buffer.from(text.trim(), 'hex') : undefined;
  const exists = existsSync(file);
  const stored = exists ? usable(readFileSync(file, 'utf8')) : undefined;
  if (stored) return stored;
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  // Server processes sharing DATA_DIR agree on the key the first of them wrote.
  const agreed = exists ? undefined : usable(writeFileOnce(file, `${key.toString('hex')}\n`));
  if (agreed) return agreed;
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return key;
}

/** AES-256-GCM: `v1:` iv, tag and cipher text, base64url, joined by dots. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')}`;
}

/** The plain secret, or throws when the key does not fit (another installation's key). */
export function decryptSecret(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('unknown secret format');
  const [iv, tag, data] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
