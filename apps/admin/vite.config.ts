import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server serves dist/ under /admincenter with index.html as the fallback (docs/contracts.md).
export default defineConfig({
  base: `${ADMIN_CENTER_URL}/`,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens are driven keystroke by keystroke on a shared machine; a slow run is not a failure.
    testTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
