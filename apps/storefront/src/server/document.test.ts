import { describe, expect, it } from 'vitest';
import {
  clientAssetTags,
  htmlDocument,
  inlineStyleTag,
  preloadedStateScript,
  type ClientManifest,
} from './document';

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
  it("links the client entry, its preloads and its stylesheets from Vite's manifest", () => {
    const tags = clientAssetTags(manifest);
    expect(tags).toContain(
      '<script type="module" src="/assets/entry-client-abc123.js" fetchpriority="low"></script>',
    );
    // Only module scripts (deferred): none the parser waits for.
    expect(tags.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes('type="module"'))).toBe(true);
    expect(tags).toContain('<link rel="modulepreload" href="/assets/vendor-789.js" fetchpriority="low">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/entry-client-def456.css">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/vendor-1.css">');
  });

  it('preloads the lazy screens of the matched routes and what they import, besides the entry', () => {
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
    const preloads = [...tags.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      '/assets/vendor-789.js',
      '/assets/pages-1.js',
      '/assets/list-2.js',
    ]);
    expect(tags).not.toContain('pages-3.js');
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
    expect(script).toBe(
      '<script>window.__PRELOADED_STATE__ = {"config":{"title":"\\u003c/script>\\u003cb>"}};</script>',
    );
  });

  it('sets the language and escapes title and description', () => {
    const html = htmlDocument({
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
