import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Builds the server functions into one ES module, lib/index.js, with the shop code they share
 * (../src: domain, use cases, converters) bundled in; the packages of package.json stay imports,
 * installed by the Functions runtime at deploy (and found in the project's node_modules by the
 * emulator). Run from the project root: `npm run build:functions`.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: resolve(import.meta.dirname, 'src/index.ts'),
    outDir: resolve(import.meta.dirname, 'lib'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: { format: 'esm', entryFileNames: 'index.js' },
    },
  },
  ssr: {
    // Everything from node_modules is the runtime's to install, not ours to bundle.
    noExternal: [],
  },
});
