import { describe, expect, it } from 'vitest';
import {
  CLIENT_START_SCRIPT,
  clientAssetTags,
  htmlDocument,
  inlineStyleTag,
  preloadedStateScript,
  SESSION_MARK_SCRIPT,
  SUBMIT_GUARD_SCRIPT,
  type ClientManifest,
} from './document';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const manifest: ClientManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-abc123.js',
    isEntry: true,
    css: ['assets/entry-client-def456.css'],
    imports: ['_vendor-789.js'],
  },
  '_vendor-789.js': { file: 'assets/vendor-789.js', css: ['assets/vendor-1.css'] },
};

describe('the server-rendered document', () => {
  /** The scripts a page's `client-scripts` block names. */
  const scriptsOf = (tags: string) =>
    JSON.parse(/<script type="application\/json" id="client-scripts">(.*?)<\/script>/.exec(tags)![1]!) as {
      entry: string;
      preloads: string[];
    };

  it("names the client entry and links its stylesheets from Vite's manifest, and leaves the entry's imports to it", () => {
    const tags = clientAssetTags(manifest);
    // No script runs from these tags: the entry is only named, for the start script.
    expect(tags.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/json" id="client-scripts">']);
    expect(scriptsOf(tags)).toEqual({ entry: '/assets/entry-client-abc123.js', preloads: [] });
    expect(tags).not.toContain('modulepreload');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/entry-client-def456.css">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/vendor-1.css">');
  });

  it('preloads the lazy screens of the matched routes and what they import, but not what the entry imports', () => {
    const tags = clientAssetTags(
      {
        ...manifest,
        'src/screens/shop/pages.tsx': {
          file: 'assets/pages-1.js',
          imports: ['_vendor-789.js', '_list-2.js'],
        },
        '_list-2.js': { file: 'assets/list-2.js' },
        'src/screens/auth/pages.tsx': { file: 'assets/pages-3.js' },
      },
      ['src/screens/shop/pages.tsx'],
    );
    expect(scriptsOf(tags).preloads).toEqual(['/assets/pages-1.js', '/assets/list-2.js']);
    expect(tags).not.toContain('pages-3.js');
  });

  it('keeps a file name from ending the scripts block', () => {
    const tags = clientAssetTags({
      'src/entry-client.tsx': { file: 'assets/</script><script>alert(1)</script>.js', isEntry: true },
    });
    expect(tags.match(/<\/script/g)).toHaveLength(1);
    expect(scriptsOf(tags).entry).toBe('/assets/</script><script>alert(1)</script>.js');
  });

  it('inlines the stylesheets it has the text of and links the others', () => {
    const tags = clientAssetTags(
      manifest,
      [],
      new Map([['assets/entry-client-def456.css', 'main{margin:0}']]),
    );
    expect(tags).toContain('<style data-href="/assets/entry-client-def456.css">main{margin:0}</style>');
    expect(tags).not.toContain('<link rel="stylesheet" href="/assets/entry-client-def456.css">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/vendor-1.css">');
    // The styles come before the scripts, so the first paint has them.
    expect(tags.indexOf('<style')).toBeLessThan(tags.indexOf('<script'));
  });

  it("inlines a route's stylesheets too, each with a disabled link for Vite's loader, within the budget", () => {
    const routeManifest: ClientManifest = {
      ...manifest,
      'src/screens/shop/pages.tsx': { file: 'assets/pages-1.js', css: ['assets/shop-1.css'] },
      'src/screens/cart/pages.tsx': { file: 'assets/pages-2.js', css: ['assets/cart-2.css'] },
    };
    const styles = new Map([
      ['assets/entry-client-def456.css', 'main{margin:0}'],
      ['assets/vendor-1.css', '.gw-button{color:#000}'],
      ['assets/shop-1.css', '.shop{gap:1rem}'],
      ['assets/cart-2.css', '.cart{gap:1rem}'],
    ]);
    const tags = clientAssetTags(routeManifest, ['src/screens/shop/pages.tsx'], styles);
    expect(tags).toContain(
      '<style data-href="/assets/shop-1.css">.shop{gap:1rem}</style><link rel="stylesheet" href="/assets/shop-1.css" disabled>',
    );
    // The entry's own need no link: Vite loads them with the entry, never by a route's chunk.
    expect(tags).not.toMatch(/<link [^>]*entry-client-def456\.css/);
    expect(tags).not.toContain('cart-2.css');
    // In the document's order, so the cascade is the same as with links.
    expect(tags.indexOf('main{margin:0}')).toBeLessThan(tags.indexOf('.gw-button'));
    expect(tags.indexOf('.gw-button')).toBeLessThan(tags.indexOf('.shop{'));

    // Past the budget (64 KiB of CSS), the page's further stylesheets stay links.
    const large = new Map(styles).set('assets/entry-client-def456.css', 'a{}'.repeat((64 * 1024) / 3));
    const linked = clientAssetTags(routeManifest, ['src/screens/shop/pages.tsx'], large);
    expect(linked).toContain('<style data-href="/assets/entry-client-def456.css">');
    expect(linked).toContain('<link rel="stylesheet" href="/assets/vendor-1.css">');
    expect(linked).toContain('<link rel="stylesheet" href="/assets/shop-1.css">');
  });

  it('keeps an inlined stylesheet from closing its style element', () => {
    const tag = inlineStyleTag(
      'assets/a.css',
      'a::after{content:"</style><script>alert(1)</script>"}/*</STYLE >*/',
    );
    expect(tag.match(/<\/style/gi)).toEqual(['</style']);
    expect(tag).toBe(
      '<style data-href="/assets/a.css">a::after{content:"<\\/style><script>alert(1)</script>"}/*<\\/STYLE >*/</style>',
    );
  });

  it('links nothing without a manifest', () => {
    expect(clientAssetTags(null)).toBe('');
    expect(clientAssetTags({})).toBe('');
  });

  it('embeds the state as JSON with < escaped', () => {
    const script = preloadedStateScript({ config: { title: '</script><b>' } });
    expect(script.tag).toBe(
      '<script>window.__PRELOADED_STATE__ = {"config":{"title":"\\u003c/script>\\u003cb>"}};</script>',
    );
  });

  it('gives each inline script the CSP hash of exactly its code', () => {
    // echo -n 'window.__PRELOADED_STATE__ = {};' | openssl dgst -sha256 -binary | base64
    expect(preloadedStateScript({}).source).toBe("'sha256-suBXzBv6ZxJNRyWwf8vsrROq3M0qArCXcnnOH28ihPI='");
    const { html, scriptSources } = htmlDocument({
      language: 'de',
      title: 'Gartenwerk',
      appHtml: '',
      state: {},
      assets: '',
    });
    expect(scriptSources).toEqual([
      SUBMIT_GUARD_SCRIPT.source,
      SESSION_MARK_SCRIPT.source,
      "'sha256-suBXzBv6ZxJNRyWwf8vsrROq3M0qArCXcnnOH28ihPI='",
      CLIENT_START_SCRIPT.source,
    ]);
    expect(html).toContain(SUBMIT_GUARD_SCRIPT.tag);
    // The client starts from the end of the body, where the page's main picture already stands.
    expect(html).toMatch(new RegExp(`${escapeRegExp(CLIENT_START_SCRIPT.tag)}\\s*</body>`));
  });

  it("marks <html data-session> before the first paint when the browser holds a session's cookie", () => {
    const code = /^<script>(.*)<\/script>$/.exec(SESSION_MARK_SCRIPT.tag)![1]!;
    const marked = (cookie: string) => {
      const attributes = new Map<string, string>();
      const document = {
        cookie,
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      new Function('document', code)(document);
      return attributes.has('data-session');
    };
    expect(marked('lang=de; gw_csrf=a1b2')).toBe(true);
    expect(marked('gw_cart=x; not_gw_csrf=y; gw_csrf=')).toBe(false);
    expect(marked('')).toBe(false);
  });

  it("allows the router's hydration data at the end of the app's markup, and no other script in it", () => {
    const routerData = 'window.__staticRouterHydrationData = JSON.parse("{}");';
    // echo -n 'window.__staticRouterHydrationData = JSON.parse("{}");' | openssl dgst -sha256 -binary | base64
    const routerSource = "'sha256-noRteyQetmmluyQB3pBa37rOK3jypom3Un1qiWvv93g='";
    const parts = { language: 'de' as const, title: 'Gartenwerk', state: {}, assets: '' };
    expect(
      htmlDocument({
        ...parts,
        appHtml: `<main></main><script suppressHydrationWarning>${routerData}</script>`,
      }).scriptSources,
    ).toEqual([
      SUBMIT_GUARD_SCRIPT.source,
      SESSION_MARK_SCRIPT.source,
      routerSource,
      "'sha256-suBXzBv6ZxJNRyWwf8vsrROq3M0qArCXcnnOH28ihPI='",
      CLIENT_START_SCRIPT.source,
    ]);
    expect(
      htmlDocument({ ...parts, appHtml: `<script>${routerData}</script><main></main>` }).scriptSources,
    ).toHaveLength(4);
  });

  it('sets the language and escapes title and description', () => {
    const { html } = htmlDocument({
      language: 'en',
      title: 'Obst & <Gemüse>',
      description: 'Bäume "und" Sträucher',
      appHtml: '<main></main>',
      state: {},
      assets: '',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Obst &amp; &lt;Gemüse&gt;</title>');
    expect(html).toContain('<meta name="description" content="Bäume &quot;und&quot; Sträucher">');
    expect(html).toContain('<div id="root"><main></main></div>');
  });
});
