import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2020',
    sourcemap: false,
    // Read by scripts/check-bundle-budget.mjs to follow each route's import graph.
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Emulator suites run through scripts/test-firebase*.sh, never in the default run.
    exclude: ['node_modules/**', 'test/firebase/**'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
