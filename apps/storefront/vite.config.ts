import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportInitialJs } from './src/build/bundle-size';
import { preactCompat } from './src/build/preact-compat';
import { precompress } from './src/build/precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preactCompat(), precompress(), reportInitialJs()],
  build: {
    // The server renders pages with entry-server and links the client bundle through this manifest.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
    target: 'es2022',
    // Terser's second pass removes a few kB more than esbuild from the initial JavaScript.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
}));
