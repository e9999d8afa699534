// Playwright, configured once: the real built portal served by the real api-server (pnpm start)
// on a fresh embedded database. The browser path comes from the environment (CHROMIUM_PATH or
// PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), defaulting to Debian's /usr/bin/chromium.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export const PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `portal-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // one folder per port: runs on other ports side by side (E2E_PORT) keep their own traces
  outputDir: `./test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: 'e2e-admin-token',
      // the call-centre journey checks contact requests are sent here
      SUPPORT_EMAIL: 'support@e2e.example',
      LOG_LEVEL: 'warn',
      // partners' embed tokens live 15 s here (≤ 300 s in general) so a journey can see one expire
      EMBED_TOKEN_TTL_SECONDS: process.env.E2E_EMBED_TOKEN_TTL_SECONDS ?? '15',
      // dev-port and partner-page origins are allowed by default; the e2e origin is the server's own
    },
  },
});
