import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportInitialJs } from './src/build/bundle-size';
import { precompress } from './src/build/precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), reportInitialJs()],
  build: {
    // The server renders pages with entry-server and links the client bundle through this manifest.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
    target: 'es2022',
  },
}));
