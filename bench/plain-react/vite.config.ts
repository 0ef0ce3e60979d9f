import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npx vite build --config bench/plain-react/vite.config.ts`: the yardstick page of scripts/bench.mjs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../../.bench-dist/plain-react', import.meta.url)), emptyOutDir: true, target: 'es2022' },
});
