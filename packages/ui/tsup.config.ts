import { defineConfig } from 'tsup';

export default defineConfig({
  // The stylesheet is an entry of its own so consumers import it once: `@gartenwerk/ui/styles.css`.
  // The rich-text editor is an entry of its own so TipTap only reaches bundles that import it.
  entry: {
    index: 'src/index.ts',
    'rich-text-editor': 'src/rich-text-editor/index.ts',
    styles: 'src/styles.css',
    // The same stylesheet in three parts, for apps that load some of it later (the storefront).
    'styles-base': 'src/styles-base.css',
    'styles-shop': 'src/styles-shop.css',
    'styles-admin': 'src/styles-admin.css',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', 'rich-text-editor': 'src/rich-text-editor/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@gartenwerk/domain', /^@tiptap\//],
});
