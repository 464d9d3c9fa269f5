import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_MAIL_FROM,
  ensureSessionSecret,
  loadSettings,
  SettingsError,
} from './settings';

const PACKAGE_DIR = '/srv/gartenwerk/apps/server';

describe('settings', () => {
  it('uses the documented defaults when nothing is set', () => {
    const settings = loadSettings({}, PACKAGE_DIR);
    expect(settings).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      sessionSecret: undefined,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: undefined,
      logLevel: 'info',
      trustProxy: false,
      storefrontDist: '/srv/gartenwerk/apps/storefront/dist',
      adminDist: '/srv/gartenwerk/apps/admin/dist',
      uploadMaxBytes: 50 * 1024 * 1024,
      fileQuotaBytes: 10_240 * 1024 * 1024,
      imageMaxPixels: 50_000_000,
      s3: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      viesRequesterUid: undefined,
    });
    expect(DEFAULT_ADMIN_EMAIL).toBe('admin@gartenwerk.local');
  });

  it('reads every variable', () => {
    const settings = loadSettings(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/gartenwerk',
        DATABASE_URL: 'postgres://gw@db.example:5432/gartenwerk',
        SESSION_SECRET: 'x'.repeat(40),
        ADMIN_EMAIL: 'chefin@baumschule.at',
        ADMIN_PASSWORD: 'Marille-Wachau-1',
        LOG_LEVEL: 'DEBUG',
        STOREFRONT_DIST: '/opt/storefront',
        ADMIN_DIST: '/opt/admin',
        PUBLIC_URL: 'https://www.gartenwerk.at/',
        SMTP_URL: 'smtp://mailer:geheim@mail.gartenwerk.at:587',
        MAIL_FROM: 'Gartenwerk <shop@gartenwerk.at>',
        VIES_URL: 'http://127.0.0.1:8099/vies/',
        VIES_REQUESTER_UID: 'ATU 1234 5678',
      },
      PACKAGE_DIR,
    );
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/gartenwerk',
      databaseUrl: 'postgres://gw@db.example:5432/gartenwerk',
      adminEmail: 'chefin@baumschule.at',
      adminPassword: 'Marille-Wachau-1',
      logLevel: 'debug',
      storefrontDist: '/opt/storefront',
      adminDist: '/opt/admin',
      publicUrl: 'https://www.gartenwerk.at',
      smtpUrl: 'smtp://mailer:geheim@mail.gartenwerk.at:587',
      mailFrom: 'Gartenwerk <shop@gartenwerk.at>',
      viesUrl: 'http://127.0.0.1:8099/vies',
      viesRequesterUid: 'ATU 1234 5678',
    });
  });

  it('lists every bad value in one clear error', () => {
    const read = () =>
      loadSettings(
        {
          PORT: 'achtzig',
          DATABASE_URL: 'mysql://db/x',
          ADMIN_EMAIL: 'chefin',
          LOG_LEVEL: 'loud',
          SESSION_SECRET: 'short',
          ADMIN_PASSWORD: 'kurz',
          PUBLIC_URL: 'www.gartenwerk.at',
          SMTP_URL: 'http://mail',
          MAIL_FROM: 'shop',
          VIES_URL: 'ec.europa.eu/vies',
          VIES_REQUESTER_UID: '12345',
        },
        PACKAGE_DIR,
      );
    expect(read).toThrow(SettingsError);
    try {
      read();
    } catch (error) {
      const { problems, message } = error as SettingsError;
      expect(problems).toEqual([
        'PORT must be a whole number between 1 and 65535 (got "achtzig")',
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
        'SESSION_SECRET must be at least 32 characters long',
        'ADMIN_EMAIL must be an e-mail address (got "chefin")',
        'ADMIN_PASSWORD must be at least 8 characters long',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'PUBLIC_URL must be an http:// or https:// URL (got "www.gartenwerk.at")',
        'SMTP_URL must be an smtp:// or smtps:// URL',
        'MAIL_FROM must be an e-mail address (got "shop")',
        'VIES_URL must be an http:// or https:// URL (got "ec.europa.eu/vies")',
        'VIES_REQUESTER_UID must be an EU VAT id such as ATU12345678 (got "12345")',
      ]);
      expect(message).toContain('Invalid settings:');
    }
  });

  it('reads the file library settings and refuses bad ones', () => {
    const settings = loadSettings(
      {
        UPLOAD_MAX_MB: '20',
        FILE_QUOTA_MB: '2048',
        IMAGE_MAX_PIXELS: '30000000',
        S3_BUCKET: 'gartenwerk-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      PACKAGE_DIR,
    );
    expect(settings).toMatchObject({
      uploadMaxBytes: 20 * 1024 * 1024,
      fileQuotaBytes: 2048 * 1024 * 1024,
      imageMaxPixels: 30_000_000,
      s3: {
        bucket: 'gartenwerk-files',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(() =>
      loadSettings({ UPLOAD_MAX_MB: 'viel', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, PACKAGE_DIR),
    ).toThrow(
      /UPLOAD_MAX_MB must be a whole number above 0 \(got "viel"\)[\s\S]*S3_ENDPOINT must be an http/,
    );
  });

  it('takes the port for the default PUBLIC_URL', () => {
    expect(loadSettings({ PORT: '8080' }, PACKAGE_DIR).publicUrl).toBe('http://localhost:8080');
  });

  it('trusts reverse proxies by their addresses or their number, only when told to', () => {
    expect(loadSettings({}, PACKAGE_DIR).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'FALSE' }, PACKAGE_DIR).trustProxy).toBe(false);
    expect(
      loadSettings({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }, PACKAGE_DIR).trustProxy,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'loopback']);
    expect(loadSettings({ TRUST_PROXY: '1' }, PACKAGE_DIR).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: '2' }, PACKAGE_DIR).trustProxy).toBe(2);
    for (const wrong of ['true', '0', '-1', '1.5', '101', 'ja', '10.0.0.300', '10.0.0.0/33', '1,10.0.0.5']) {
      expect(() => loadSettings({ TRUST_PROXY: wrong }, PACKAGE_DIR)).toThrow(
        `TRUST_PROXY must be false, the number of reverse proxies in front (1 to 100) or their addresses (IP or CIDR, separated by commas), got "${wrong}"`,
      );
    }
  });

  it('refuses a port out of range', () => {
    expect(() => loadSettings({ PORT: '70000' }, PACKAGE_DIR)).toThrow(/PORT must be a whole number/);
  });

  describe('session secret', () => {
    let dataDir: string;
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('is generated once, stored in DATA_DIR and reused on the next start', () => {
      dataDir = join(mkdtempSync(join(tmpdir(), 'gw-settings-')), 'data');
      const settings = loadSettings({ DATA_DIR: dataDir }, PACKAGE_DIR);
      const first = ensureSessionSecret(settings);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
      expect(ensureSessionSecret(settings)).toBe(first);
    });

    it('comes from SESSION_SECRET when set, without writing a file', () => {
      dataDir = mkdtempSync(join(tmpdir(), 'gw-settings-'));
      const secret = 's'.repeat(32);
      expect(
        ensureSessionSecret(loadSettings({ DATA_DIR: dataDir, SESSION_SECRET: secret }, PACKAGE_DIR)),
      ).toBe(secret);
      expect(existsSync(join(dataDir, 'session-secret'))).toBe(false);
    });
  });
});
