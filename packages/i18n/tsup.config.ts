import { defineConfig } from 'tsup';

export default defineConfig({
  // The storefront takes the translator and one language's texts, without i18next or the other texts.
  entry: ['src/index.ts', 'src/translator.ts', 'src/storefront/de.ts', 'src/storefront/en.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
