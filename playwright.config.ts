import { defineConfig, devices } from '@playwright/test';
import { firebaseServerCommand, firebaseServers, firebaseServersNeeded } from './e2e/helpers/firebaseServers';

// npm test builds dist first and previews it. E2E_DEV=1 serves the sources instead (no build),
// and E2E_PORT lets several developers run their own specs side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const server = process.env.E2E_DEV
  ? `npx vite --host 127.0.0.1 --port ${port} --strictPort`
  : `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`;

// e2e/firebase and e2e/maps.spec.ts run in Firebase mode, against two builds of their own on
// E2E_FIREBASE_PORT and the port after it (e2e/helpers/firebaseServers.ts); every other spec runs
// in local mode on E2E_PORT.
const firebase = firebaseServers(Number(process.env.E2E_FIREBASE_PORT ?? 4174));
// `npm run test:stress` (E2E_STRESS=1) runs only e2e/stress: heavy runs that report timings and are
// not part of `npm test`.
const stress = !!process.env.E2E_STRESS;
const FIREBASE_SPEC = /maps\.spec\.ts$|[\\/]firebase[\\/]/;
const chrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // npm test collects every test's duration against its timeout (scripts/report-timings.mjs).
  reporter: process.env.TEST_TIMINGS_DIR ? [['list'], ['./e2e/helpers/PlaywrightTimingReporter.ts']] : [['list']],
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
  projects: stress
    ? [{ name: 'stress', testDir: './e2e/stress', use: chrome }]
    : [
        { name: 'desktop', testIgnore: [FIREBASE_SPEC, /[\\/]stress[\\/]/], use: chrome },
        ...firebase.map(({ project, tag, url }) => ({
          name: project,
          // The emulator-wired build runs the Firebase journeys and its own maps case; the other only its maps case.
          testMatch: project === 'firebase' ? FIREBASE_SPEC : /maps\.spec\.ts$/,
          grep: project === 'firebase' ? undefined : new RegExp(tag),
          grepInvert: project === 'firebase' ? /@maps-blocked/ : undefined,
          use: { ...chrome, baseURL: url },
        })),
      ],
  webServer: [
    {
      command: server,
      url: `http://127.0.0.1:${port}`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    ...(firebaseServersNeeded(
      process.argv,
      firebase.map((f) => f.project),
    )
      ? firebase.map((f) => ({
          command: firebaseServerCommand(f),
          url: f.url,
          env: f.env,
          timeout: 180_000,
          reuseExistingServer: !process.env.CI,
        }))
      : []),
  ],
});
