import { defineConfig } from 'vitest/config';
import shopConfig from '../vite.config';

const shop = shopConfig({ mode: 'test', command: 'serve' });

// The use-case timings run through vitest for its TypeScript, decorators, happy-dom and
// fake-indexeddb set-up (test/setup.ts), but never in the unit-test run: only `npm run bench`.
// The include list replaces the shop's (mergeConfig would append to it).
export default defineConfig({
  ...shop,
  test: {
    ...shop.test,
    include: ['bench/**/*.timing.ts'],
    testTimeout: 600_000,
  },
});
