import { defineConfig } from 'tsup';

// One ESM file for Node 20; dependencies stay external and are resolved from node_modules at run time.
export default defineConfig({
  entry: ['src/main.ts', 'src/openapi.ts', 'src/restore-cli.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
