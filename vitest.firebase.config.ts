import { defineConfig } from 'vitest/config';

/**
 * The emulator suites (test/firebase) and the attack catalogue (test/security/*.attack.ts, named so
 * the default run never collects it), kept out of the default run. They talk to the official
 * Firebase emulators (Firestore and Auth), which scripts/lib/emulators.sh starts for `npm test` and
 * `npm run test:firebase`. One emulator serves every file, so files run one after another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    include: ['test/firebase/**/*.test.ts', 'test/security/**/*.attack.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
