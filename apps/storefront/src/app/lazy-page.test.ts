import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES, STOREFRONT_NAMESPACES } from '../i18n/texts';
import { AREA_NAMESPACES } from './lazy-page';

const screensDir = resolve(dirname(fileURLToPath(import.meta.url)), '../screens');

/** A module's source under screens/, found by its import path without extension. */
function moduleFile(path: string): string | undefined {
  return ['.tsx', '.ts'].map((ext) => path + ext).find((file) => statSync(file, { throwIfNoEntry: false }));
}

/** The namespaces a source names: `useTranslation('ns')`, `useTranslation(['a', 'b'])` or a 'ns:key' literal. */
function namespacesNamed(source: string): string[] {
  const named = new Set<string>();
  for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const [, ns] of args.matchAll(/'([a-z]+)'/g)) named.add(ns!);
  }
  const known = STOREFRONT_NAMESPACES.join('|');
  for (const [, ns] of source.matchAll(new RegExp(`['"\`](${known}):[A-Za-z]`, 'g'))) named.add(ns!);
  return [...named];
}

/** Every namespace an area's screens and the screens modules they borrow from other areas name. */
function namespacesOfArea(area: string): Set<string> {
  const seen = new Set<string>();
  const named = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    namespacesNamed(source).forEach((ns) => named.add(ns));
    for (const [, path = ''] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = moduleFile(resolve(dirname(file), path));
      if (target?.startsWith(screensDir)) visit(target);
    }
  };
  for (const name of readdirSync(join(screensDir, area))) {
    if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) visit(join(screensDir, area, name));
  }
  return named;
}

describe('the text namespaces loaded with each area', () => {
  const areas = readdirSync(screensDir).filter((area) =>
    statSync(join(screensDir, area, 'pages.tsx'), { throwIfNoEntry: false }),
  );

  it('lists every area that has pages', () => {
    expect(Object.keys(AREA_NAMESPACES).sort()).toEqual([...areas].sort());
  });

  it.each(areas)('%s: loads every namespace its screens name', (area) => {
    const loaded = new Set([...LAYOUT_NAMESPACES, ...(AREA_NAMESPACES[area] ?? [])]);
    const missing = [...namespacesOfArea(area)].filter((ns) => !loaded.has(ns as never));
    expect(missing).toEqual([]);
  });

  it('finds the namespaces a screen names, so a missing one would be seen', () => {
    expect(namespacesOfArea('checkout')).toContain('checkout');
    expect(
      namespacesNamed(`const { t } = useTranslation(['legal', 'checkout']); t('shop:total');`).sort(),
    ).toEqual(['checkout', 'legal', 'shop']);
  });
});
