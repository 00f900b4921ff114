import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The app lives at /one-all-sport but assets are served from the root of any static server.
  base: '/',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: {
    // `npm run dev` proxies the API and realtime to a simulator started with `npm run serve`.
    proxy: {
      '/api': 'http://localhost:4173',
      '/app': { target: 'ws://localhost:4173', ws: true },
      '/runtime-config.js': 'http://localhost:4173',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup/dialog.ts', 'tests/unit/setup/messages.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
