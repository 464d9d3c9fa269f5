import { defineConfig } from 'tsup';

export default defineConfig({
  // The stylesheet is an entry of its own so consumers import it once: `@gartenwerk/ui/styles.css`.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@gartenwerk/domain'],
});
