import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The server's modules (tests left out), by their path under src. */
const modules = (readdirSync(src, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .map((path) => path.split('\\').join('/'));

/** The area a path under src belongs to, if it is in one. */
const areaOf = (path: string) => (path.startsWith('areas/') ? path.split('/')[1] : undefined);

/** Every relative import of every module (type imports too): from, and the module imported. */
const imports = modules.flatMap((from) => {
  const code = readFileSync(join(src, from), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map(([, specifier]) => ({
    from,
    to: relative(src, resolve(dirname(join(src, from)), specifier!))
      .split('\\')
      .join('/'),
  }));
});
const crossArea = imports.filter(({ from, to }) => areaOf(to) && areaOf(from) !== areaOf(to));

describe("the server's areas", () => {
  it("reach another area's rows through its service, not its table", () => {
    const intoTables = crossArea.filter(
      ({ from, to }) =>
        to.endsWith('/table') &&
        // The drizzle schema of the whole database, for migrations and the database handle.
        from !== 'core/schema.ts' &&
        // A table's foreign key names the other table: the database's link, not a way to its rows.
        !(areaOf(from) && from.endsWith('/table.ts')) &&
        // The seed fills every area's tables with the shop's first data.
        !from.startsWith('seed/'),
    );
    expect(intoTables.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('do not import each other in both directions', () => {
    const edges = new Set(
      crossArea.filter(({ from }) => areaOf(from)).map(({ from, to }) => `${areaOf(from)} -> ${areaOf(to)}`),
    );
    const pairs = [...edges]
      .map((edge) => edge.split(' -> ') as [string, string])
      .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
      .map(([a, b]) => `${a} <-> ${b}`)
      .sort();
    expect(pairs).toEqual([]);
  });
});
