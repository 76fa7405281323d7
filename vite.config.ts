import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress';
import { serverSpeed } from './scripts/build/server-speed';

// One config for the client build, the server (SSR) build and vitest.
// `vite build` emits dist/client with a manifest; `vite build --ssr` emits dist/server (main.js, cloud-status.js, outbox.js).
export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle renders faster (serverSpeed); the client's assets get brotli and gzip twins.
  plugins: [react(), serverSpeed(), precompress()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        // The server and the operators' commands, bundled with the code they share.
        rollupOptions: {
          input: { main: 'server/main.ts', 'cloud-status': 'server/cli/cloud-status.ts', outbox: 'server/cli/outbox.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: false,
        emptyOutDir: true,
        rollupOptions: { input: 'client/entry-client.tsx' },
      },
  test: {
    // Playwright specs live in tests/e2e and are run by Playwright, never by vitest.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
}));
