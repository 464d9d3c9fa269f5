import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { useShopInBrowser, type ShopInBrowser } from './browser';

/** A shop in the browser that mails through an SMTP sink on loopback, the newsletter tests' setting. */
export interface NewsletterShop extends ShopInBrowser {
  smtp: SmtpSink;
}

/**
 * For the tests of the describe block it is called in: the loopback SMTP sink, a fresh shop mailing
 * through it and Chromium (as useShopInBrowser), handed to `opened` before the first test; all closed
 * after the last.
 */
export function useNewsletterShop(
  opened: (running: NewsletterShop) => void,
  options: { page?: BrowserContextOptions; adminAt?: string } = {},
): void {
  let smtp: SmtpSink | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useShopInBrowser((running) => opened({ ...running, smtp: smtp! }), {
    ...options,
    env: () => ({ SMTP_URL: smtp!.url }),
  });
}

/** The folder (made if missing) for the screenshots of a test file, for a person to look at. */
export function screenshotFolder(name: string): string {
  const folder = join(import.meta.dirname, '..', '.screenshots', name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The path of the link in the last mail to `to` that starts with `prefix`, once that mail is there. */
export async function mailedLink(smtp: SmtpSink, to: string, prefix: string): Promise<string> {
  await expect.poll(() => smtp.lastTo(to)?.raw.includes(prefix) ?? false, { timeout: 10_000 }).toBe(true);
  const match = new RegExp(`https?://[^\\s"<>]+?(${prefix}[A-Za-z0-9_/-]+)`).exec(smtp.lastTo(to)!.raw);
  if (!match?.[1]) throw new Error(`no ${prefix} link in the mail to ${to}`);
  return match[1];
}
