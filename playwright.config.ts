import { defineConfig, devices } from '@playwright/test';

// npm test builds dist first and previews it. E2E_DEV=1 serves the sources instead (no build),
// and E2E_PORT lets several developers run their own specs side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const server = process.env.E2E_DEV
  ? `npx vite --host 127.0.0.1 --port ${port} --strictPort`
  : `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: server,
    url: `http://127.0.0.1:${port}`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
});
