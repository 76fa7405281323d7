import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the client build, the server (SSR) build and vitest.
// `vite build` emits dist/client with a manifest; `vite build --ssr` emits dist/server (main.js, cloud-status.js, outbox.js).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
