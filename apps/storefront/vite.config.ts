import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { reportInitialJs } from './src/build/bundle-size';
import { precompress } from './src/build/precompress';

/**
 * The client build reads these workspace packages from their sources: each is one bundled file in
 * `dist/`, whose top-level code Rollup must keep whole, while from the sources it drops every module
 * the first page does not use (issue 7's initial JavaScript).
 */
const sourcesOf = (packages: string[]): Alias[] =>
  packages.map((name) => ({
    find: new RegExp(`^@gartenwerk/${name}$`),
    replacement: new URL(`../../packages/${name}/src/index.ts`, import.meta.url).pathname,
  }));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), reportInitialJs()],
  resolve: isSsrBuild ? undefined : { alias: sourcesOf(['domain', 'ui', 'api-client']) },
  build: {
    // The server renders pages with entry-server and links the client bundle through this manifest.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: 'src/entry-client.tsx',
          output: {
            // A text chunk names its language and namespace (texts-de-shop-…), the others as Vite does.
            chunkFileNames: ({ facadeModuleId }) => {
              const [, language, namespace] =
                /\/i18n\/src\/locales\/(\w+)\/(\w+)\.ts$/.exec(facadeModuleId ?? '') ?? [];
              return language ? `assets/texts-${language}-${namespace}-[hash].js` : 'assets/[name]-[hash].js';
            },
          },
        },
    target: 'es2022',
    // Terser's second pass removes a few kB more than esbuild from the initial JavaScript.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
}));
