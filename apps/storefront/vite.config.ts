import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server renders pages with entry-server and links the client bundle through this manifest.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
    target: 'es2022',
  },
}));
