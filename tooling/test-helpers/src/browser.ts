import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on a machine without network and as root. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

const VIOLATION_MARK = 'Content-Security-Policy violation:';

/** Runs in every page before its own scripts: writes each CSP violation to the console. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => console.error(
  ${JSON.stringify(VIOLATION_MARK)} + ' ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
  ' at ' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber));`;

/**
 * Starts headless Chromium through playwright-core. Every page it opens watches for violations of the
 * server's Content-Security-Policy; `close()` fails with them, so a test whose pages break the policy
 * fails too.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const violations: string[] = [];
  const watch = async (context: BrowserContext) => {
    context.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(VIOLATION_MARK) || /Content Security Policy/i.test(text)) violations.push(text);
    });
    await context.addInitScript({ content: REPORT_VIOLATIONS });
  };
  const { newContext, newPage, close } = browser;
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    await watch(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage.call(browser, options);
    await watch(page.context());
    return page;
  };
  browser.close = async (options) => {
    await close.call(browser, options);
    if (violations.length > 0)
      throw new Error(`The pages broke the Content-Security-Policy:\n${violations.join('\n')}`);
  };
  return browser;
}
