// @ts-nocheck
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './tests/chromium';

// The browser suite runs the built app (dist/) on the simulator, on its own port and a fresh data folder.
const port = Number(process.env.E2E_PORT ?? 4390);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The demo member's first-login popup is modal; suites other than the popups' own start past it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'firstLogin', value: 'false' }],
        },
      ],
    },
    viewport: { width: 1440, height: 900 },
    // The app registers a service worker after its first odds; the specs that are not about it run
    // without one (no install traffic, nothing served from its caches). pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/runtime-config.js`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      SIM_SEED: '7',
      SIM_EVENTS: '300',
      SIM_SPEED: '1',
      SIM_FEED_MS: '1500',
      SIM_TEST_HOOKS: '1',
      // Noon in Bangkok, whenever CI runs: today's list is full and nothing depends on the hour.
      SIM_START: '12:00',
    },
  },
});
