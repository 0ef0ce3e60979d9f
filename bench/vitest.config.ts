import { defineConfig } from 'vitest/config';
import shopConfig, { BROWSER_SIDE } from '../vite.config';

const shop = shopConfig({ mode: 'test', command: 'serve' });

// The use-case timings run through vitest for its TypeScript, decorators, happy-dom and
// fake-indexeddb set-up (test/setup.ts), but never in the unit-test run: only `npm run bench`.
// One file list of their own, in the document the shop's browser-side tests use, instead of the
// shop's projects (which would run every test as well).
export default defineConfig({
  ...shop,
  test: {
    ...shop.test,
    ...BROWSER_SIDE,
    projects: undefined,
    // bench/server/ has its own config: it needs the emulators (scripts/serverBench.mjs starts them).
    include: ['bench/*.timing.ts'],
    testTimeout: 600_000,
  },
});
