import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/msw.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // msw is an optional peer: only the ./msw entry uses it, and the consumer brings it.
  external: ['msw'],
});
