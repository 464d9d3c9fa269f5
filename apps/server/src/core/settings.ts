import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeUid } from '@gartenwerk/domain';
import { VIES_DEFAULT_URL } from '../areas/shop-order/vies';
import { writeFileOnce } from './write-once';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The first admin's handle when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@gartenwerk.local';
/** Sender of mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Gartenwerk <noreply@gartenwerk.local>';
/** Shortest SESSION_SECRET accepted. */
export const SESSION_SECRET_MIN_LENGTH = 32;
/** Shortest ADMIN_PASSWORD accepted. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/**
 * The reverse proxies whose X-Forwarded-* headers are trusted: their addresses (IP, CIDR, or
 * proxy-addr's loopback/linklocal/uniquelocal), or how many proxies stand in front (a hop count);
 * false: none.
 */
export type TrustProxy = false | string[] | number;

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(text: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: `false`, a hop count (the number of proxies in front), or the proxies' addresses
 * separated by commas. `true` is refused: it would take the leftmost X-Forwarded-For entry, which
 * the client writes.
 */
function parseTrustProxy(text: string | undefined, problems: string[]): TrustProxy {
  if (text === undefined || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every(isProxyAddress)) return addresses;
  problems.push(
    `TRUST_PROXY must be false, the number of reverse proxies in front (1 to 100) or their addresses (IP or CIDR, separated by commas), got "${text}"`,
  );
  return false;
}

/**
 * fastify's trustProxy for a setting. fastify trusts no hop for a plain number (it cannot tell a proxy
 * from a client connecting directly), so a hop count becomes proxy-addr's trust function: the socket's
 * peer and the n − 1 entries nearest to it in X-Forwarded-For are proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** A real PostgreSQL server; when absent the embedded PGlite in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** Absent until `ensureSessionSecret` generated or read it. */
  sessionSecret: string | undefined;
  adminEmail: string;
  /** Absent means the seed generates one and prints it once. */
  adminPassword: string | undefined;
  logLevel: LogLevel;
  /**
   * Behind reverse proxies: the proxies (addresses or hop count) whose X-Forwarded-* headers give the
   * client address and https; false trusts none.
   */
  trustProxy: TrustProxy;
  storefrontDist: string;
  adminDist: string;
  /** Largest upload, quota of all files, largest image decoded (the file library's limits). */
  uploadMaxBytes: number;
  fileQuotaBytes: number;
  imageMaxPixels: number;
  /** An S3-compatible bucket for files; absent means the folder DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Origin the links in mails point to, e.g. https://www.gartenwerk.at. */
  publicUrl: string;
  /** SMTP server mails are sent through besides the outbox; absent: the outbox only. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** The EU's VAT id check (VIES REST interface) and the shop's own uid sent along to it. */
  viesUrl: string;
  viesRequesterUid: string | undefined;
  /** Where the Stripe SDK connects instead of Stripe's API (a local stand-in); absent: Stripe. */
  stripeApiUrl: string | undefined;
  /** Where the Graph API and Facebook's login dialog are (a local stand-in in tests). */
  facebookGraphUrl: string | undefined;
  facebookDialogUrl: string | undefined;
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const MEGABYTE = 1024 * 1024;

/** A positive whole number setting, or its default; a wrong value is added to `problems`. */
function positiveInteger(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  problems: string[],
): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1) {
    problems.push(`${name} must be a whole number above 0 (got "${text}")`);
    return fallback;
  }
  return value;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The server package's folder, from src/core (tsx) or from dist (built). */
export function serverPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function hasProtocol(url: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads and validates the settings; every problem is listed in one error. */
export function loadSettings(
  env: Record<string, string | undefined> = process.env,
  packageDir: string = serverPackageDir(),
): Settings {
  const problems: string[] = [];

  const portText = nonEmpty(env.PORT) ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number between 1 and 65535 (got "${portText}")`);
  }

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  }

  const sessionSecret = nonEmpty(env.SESSION_SECRET);
  if (sessionSecret !== undefined && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`);
  }

  const adminEmail = nonEmpty(env.ADMIN_EMAIL) ?? DEFAULT_ADMIN_EMAIL;
  if (!EMAIL_PATTERN.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }

  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  if (adminPassword !== undefined && adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`);
  }

  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const trustProxy = parseTrustProxy(nonEmpty(env.TRUST_PROXY), problems);

  const uploadMaxMb = positiveInteger(env, 'UPLOAD_MAX_MB', 50, problems);
  const fileQuotaMb = positiveInteger(env, 'FILE_QUOTA_MB', 10_240, problems);
  const imageMaxPixels = positiveInteger(env, 'IMAGE_MAX_PIXELS', 50_000_000, problems);
  const bucket = nonEmpty(env.S3_BUCKET);
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) {
    problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  }

  const publicUrl = nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, '') ?? `http://localhost:${portText}`;
  if (!hasProtocol(publicUrl, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }

  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== undefined && !hasProtocol(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const mailFrom = nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  if (!EMAIL_PATTERN.test(mailFrom.replace(/^.*<([^>]+)>\s*$/, '$1'))) {
    problems.push(`MAIL_FROM must be an e-mail address (got "${mailFrom}")`);
  }

  const viesUrl = nonEmpty(env.VIES_URL)?.replace(/\/+$/, '') ?? VIES_DEFAULT_URL;
  if (!hasProtocol(viesUrl, ['http:', 'https:'])) {
    problems.push(`VIES_URL must be an http:// or https:// URL (got "${viesUrl}")`);
  }
  const viesRequesterUid = nonEmpty(env.VIES_REQUESTER_UID);
  if (viesRequesterUid !== undefined && !/^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(normalizeUid(viesRequesterUid))) {
    problems.push(`VIES_REQUESTER_UID must be an EU VAT id such as ATU12345678 (got "${viesRequesterUid}")`);
  }

  const stripeApiUrl = nonEmpty(env.STRIPE_API_URL)?.replace(/\/+$/, '');
  if (stripeApiUrl !== undefined && !hasProtocol(stripeApiUrl, ['http:', 'https:'])) {
    problems.push(`STRIPE_API_URL must be an http:// or https:// URL (got "${stripeApiUrl}")`);
  }

  const facebookGraphUrl = nonEmpty(env.FACEBOOK_GRAPH_URL)?.replace(/\/+$/, '');
  const facebookDialogUrl = nonEmpty(env.FACEBOOK_DIALOG_URL);
  for (const [name, url] of [
    ['FACEBOOK_GRAPH_URL', facebookGraphUrl],
    ['FACEBOOK_DIALOG_URL', facebookDialogUrl],
  ] as const) {
    if (url !== undefined && !hasProtocol(url, ['http:', 'https:']))
      problems.push(`${name} must be an http:// or https:// URL (got "${url}")`);
  }

  if (problems.length > 0) throw new SettingsError(problems);

  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    sessionSecret,
    adminEmail,
    adminPassword,
    logLevel: logLevel as LogLevel,
    trustProxy,
    // Given paths are taken from the working directory; the defaults are the apps beside this package.
    storefrontDist: resolve(nonEmpty(env.STOREFRONT_DIST) ?? join(packageDir, '../storefront/dist')),
    adminDist: resolve(nonEmpty(env.ADMIN_DIST) ?? join(packageDir, '../admin/dist')),
    uploadMaxBytes: uploadMaxMb * MEGABYTE,
    fileQuotaBytes: fileQuotaMb * MEGABYTE,
    imageMaxPixels,
    s3: bucket
      ? {
          bucket,
          region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
          endpoint,
          accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID),
          secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY),
          forcePathStyle: nonEmpty(env.S3_FORCE_PATH_STYLE) === 'true',
        }
      : undefined,
    publicUrl,
    smtpUrl,
    mailFrom,
    viesUrl,
    viesRequesterUid,
    stripeApiUrl,
    facebookGraphUrl,
    facebookDialogUrl,
  };
}

const SESSION_SECRET_FILE = 'session-secret';

/**
 * Returns SESSION_SECRET, or the secret stored in DATA_DIR, generating and storing one on first start
 * so that restarts keep signed cookies valid.
 */
export function ensureSessionSecret(settings: Settings): string {
  if (settings.sessionSecret) return settings.sessionSecret;
  const file = join(settings.dataDir, SESSION_SECRET_FILE);
  const usable = (text: string) =>
    text.trim().length >= SESSION_SECRET_MIN_LENGTH ? text.trim() : undefined;
  const exists = existsSync(file);
  const stored = exists ? usable(readFileSync(file, 'utf8')) : undefined;
  if (stored) return stored;
  mkdirSync(settings.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // A process starting beside this one on the same DATA_DIR may have written one first: that one holds.
  const agreed = exists ? undefined : usable(writeFileOnce(file, `${secret}\n`));
  if (agreed) return agreed;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
