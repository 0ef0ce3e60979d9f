import { defineConfig } from 'vitest/config';

// The server section of `npm run bench` (scripts/bench-server.sh starts the emulators, then runs
// this): the load and the soak of issue 41 through the real callables. Never part of the tests.
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    include: ['bench/server/**/*.timing.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
  },
});
