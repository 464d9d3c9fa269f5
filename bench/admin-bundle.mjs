// What the built admin centre (apps/admin/dist) sends before its first screen, gzipped: the entry
// script with its modulepreloads and CSS from index.html, the German texts it loads before it renders
// (the sign-in check and the shell), plus the dashboard's own chunk and its imports from Vite's
// manifest; then the largest chunks.
// Run after `pnpm run build`: `pnpm --filter @gartenwerk/bench bench:admin`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// Another build's dist/ may be given to compare (e.g. one made from an earlier commit).
const DIST = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../apps/admin/dist/', import.meta.url));
const MANIFEST = join(DIST, '.vite/manifest.json');
const DASHBOARD_MODULE = 'src/screens/dashboard/Dashboard.tsx';
// main.tsx renders once the shell's namespaces of the language have loaded (German unless chosen
// otherwise; of `admin`, the shell's part): STARTUP_NAMESPACES in apps/admin/src/i18n/createAdminI18n.ts.
const TEXTS = /packages\/i18n\/src\/locales\/de\/(common|auth|admin\/shell)\.ts$/;
const TARGET_KB = 150;

if (!existsSync(join(DIST, 'index.html')) || !existsSync(MANIFEST)) {
  console.error(`No admin build with a manifest in ${DIST}; run \`pnpm run build\` first.`);
  process.exit(1);
}

const sizes = new Map();
/** Raw and gzip bytes of a file under dist/ (path as in index.html or the manifest). */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(DIST, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files) =>
  [...files].reduce(
    (total, file) => ({ raw: total.raw + sizeOf(file).raw, gzip: total.gzip + sizeOf(file).gzip }),
    {
      raw: 0,
      gzip: 0,
    },
  );

// index.html: its module script, modulepreloads and stylesheets (paths under the /admincenter base).
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const base = /\/assets\//;
const fromHtml = (pattern) =>
  [...html.matchAll(pattern)].map((match) => match[1].slice(match[1].search(base) + 1));
const entryScripts = fromHtml(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const preloads = fromHtml(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
const styles = fromHtml(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const shell = new Set([...entryScripts, ...preloads, ...styles]);

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
/** Adds a manifest chunk's file, CSS and static imports to `into`, skipping what `loaded` has. */
function collect(key, into, loaded) {
  const chunk = manifest[key];
  if (!chunk) return;
  for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!loaded.has(file)) into.add(file);
  for (const imported of chunk.imports ?? []) {
    const file = manifest[imported]?.file;
    if (!into.has(file) && !loaded.has(file)) collect(imported, into, loaded);
  }
}

// The German texts' chunks (dynamic imports of the entry), loaded before the first render.
for (const key of Object.keys(manifest).filter((key) => TEXTS.test(key))) collect(key, shell, new Set());

// The dashboard's chunk and everything it imports statically (and their CSS), not yet in the shell.
if (!manifest[DASHBOARD_MODULE]) {
  console.error(`${DASHBOARD_MODULE} is not in the manifest: is the dashboard no chunk of its own?`);
}
const dashboard = new Set();
collect(DASHBOARD_MODULE, dashboard, shell);

const shellSize = sum(shell);
const total = sum(new Set([...shell, ...dashboard]));
const pass = total.gzip < TARGET_KB * 1000;

console.log(`Admin centre bundle (${DIST}), gzip -9\n`);
console.log('Before the first screen (index.html and the German texts):');
for (const file of shell)
  console.log(`  ${file.padEnd(48)} ${kB(sizeOf(file).raw).padStart(10)}  gzip ${kB(sizeOf(file).gzip)}`);
console.log(
  `  ${'sign-in check and shell'.padEnd(48)} ${kB(shellSize.raw).padStart(10)}  gzip ${kB(shellSize.gzip)}`,
);
console.log('\nThe dashboard adds:');
for (const file of dashboard)
  console.log(`  ${file.padEnd(48)} ${kB(sizeOf(file).raw).padStart(10)}  gzip ${kB(sizeOf(file).gzip)}`);
console.log(
  `\nlogin/dashboard: ${kB(total.gzip)} gzip (${kB(total.raw)} raw), target < ${TARGET_KB} kB gzip: ${pass ? 'PASS' : 'FAIL'}`,
);

const chunks = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, ...sizeOf(`assets/${name}`) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLargest chunks (of ${chunks.length}):`);
for (const chunk of chunks.slice(0, 10)) {
  console.log(`  ${chunk.name.padEnd(48)} ${kB(chunk.raw).padStart(10)}  gzip ${kB(chunk.gzip)}`);
}
const all = sum(chunks.map((chunk) => `assets/${chunk.name}`));
console.log(`  ${'all scripts'.padEnd(48)} ${kB(all.raw).padStart(10)}  gzip ${kB(all.gzip)}`);

// The floor under the target: the libraries the stack names (React DOM, React Router's data router,
// RTK Query, i18next), bundled alone by Vite with just the names the admin centre's sources import.
const ADMIN = fileURLToPath(new URL('../apps/admin/', import.meta.url));
const LIBRARIES =
  /^(react|react-dom|react-dom\/client|react-router-dom|react-redux|@reduxjs\/toolkit[\w/]*|i18next|react-i18next)$/;

/** Each library module and the names the admin's sources and its packages' (tests aside) import from it. */
function libraryImports() {
  const imports = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\/test\//.test(path)) {
        const source = readFileSync(path, 'utf8');
        for (const [, clause, module] of source.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/g)) {
          if (!LIBRARIES.test(module)) continue;
          const names = imports.get(module) ?? new Set();
          const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
          for (const name of named.split(',').map((part) => part.trim()))
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
          if (/^[\w$]+/.test(clause.trim()) && !clause.trim().startsWith('{')) names.add('default');
          imports.set(module, names);
        }
      }
    }
  };
  for (const dir of ['src', '../../packages/api-client/src', '../../packages/ui/src'])
    visit(join(ADMIN, dir));
  return imports;
}

async function librariesAlone() {
  const vite = await import(pathToFileURL(createRequire(join(ADMIN, 'package.json')).resolve('vite')).href);
  let index = 0;
  const entry = [...libraryImports()]
    .map(([module, names]) =>
      [...names].map((name) => `export { ${name} as n${index++} } from '${module}';`).join('\n'),
    )
    .join('\n');
  const built = await vite.build({
    configFile: false,
    root: ADMIN,
    logLevel: 'silent',
    plugins: [
      {
        name: 'libraries-entry',
        resolveId: (id) => (id === 'libraries-entry' ? id : undefined),
        load: (id) => (id === 'libraries-entry' ? entry : undefined),
      },
    ],
    build: { write: false, rollupOptions: { input: 'libraries-entry', preserveEntrySignatures: 'strict' } },
  });
  // One output for one entry (an array where a config asks for several).
  const [output] = [built].flat();
  const code = output.output
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const libraries = await librariesAlone();
console.log(
  `\nThe libraries alone (React DOM, React Router, RTK Query, i18next; the names the admin imports): ` +
    `${kB(libraries.gzip)} gzip (${kB(libraries.raw)} raw), ${((libraries.gzip / (TARGET_KB * 1000)) * 100).toFixed(0)} % of the target`,
);

process.exitCode = pass ? 0 : 1;
