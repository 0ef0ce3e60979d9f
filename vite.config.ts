import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// By its .ts path: Vite's config loader wants file extensions, and the module imports nothing itself.
import { readFirebaseEnv } from './src/infrastructure/firebase/readFirebaseEnv.ts';
import { chooseMaps } from './src/infrastructure/google-maps/chooseMaps.ts';
import { FIRST_SCREEN_SECTIONS } from './src/ui/i18n/firstScreenSections.ts';
import { chakraStylesInRender } from './scripts/vite/chakraStylesInRender.ts';
import { chakraSystemInSteps } from './scripts/vite/chakraSystemInSteps.ts';
import { firebasePreconnect } from './scripts/vite/firebasePreconnect.ts';
import { firstScreenPreload } from './scripts/vite/firstScreenPreload.ts';
import { firstScreenStrings } from './scripts/vite/firstScreenStrings.ts';
import { shellText } from './scripts/vite/shellText.ts';
import { ENTRY_STAGES, paintBeforeEntry } from './scripts/vite/paintBeforeEntry.ts';
import { reachableChunks } from './scripts/vite/reachableChunks.ts';

const BRAND_GREEN = '#1b5e20';
/** The unit tests of the shop's rules and use cases, which run in plain Node (test.projects below). */
const RULE_TESTS = ['test/domain/**/*.test.ts', 'test/application/**/*.test.ts'];
const RELIABILITY_TESTS = ['test/reliability/**/*.test.{ts,tsx}'];
/** Every other test file runs in happy-dom's document (bench/vitest.config.ts too). */
export const BROWSER_SIDE = { environment: 'happy-dom', setupFiles: ['./test/setup.ts'] };
const BINDERS = {
  local: 'src/infrastructure/local/bindLocalAdapters.ts',
  firebase: 'src/infrastructure/firebase/bindFirebaseAdapters.ts',
};
const MAPS_BINDERS = {
  google: 'src/infrastructure/google-maps/bindGoogleMaps.ts',
  unavailable: 'src/infrastructure/google-maps/bindUnavailableMaps.ts',
  offline: 'src/infrastructure/offline-maps/bindOfflineMaps.ts',
};

/**
 * Chakra's theme and anatomy modules build every component's anatomy and the whole default theme at
 * module level, in calls the bundler must assume have side effects, so all 50 anatomies (and the
 * zag-js machines' anatomy parts behind them) stayed in the first load although the shop styles a
 * dozen components. The calls are pure (they only return new objects): saying so lets tree-shaking
 * drop the ones nothing uses.
 */
const chakraPureAnnotations: Plugin = {
  name: 'shop:chakra-pure-annotations',
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (/node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/.test(id)) {
      return { code: code.replace('= defineConfig(', '= /* @__PURE__ */ defineConfig('), map: null };
    }
    if (!/node_modules[\\/](@zag-js|@ark-ui|@chakra-ui)[\\/].*anatomy[^\\/]*\.m?js$/.test(id)) return null;
    // `const x = createAnatomy(...)`, `const y = x.extendWith(...)`, `const parts = x.build()`...
    const annotated = code.replace(/(=\s*)(?=[A-Za-z_$][\w$]*(\.(extendWith|build|parts|omit|rename)\(|\())/g, '$1/* @__PURE__ */ ');
    return { code: annotated, map: null };
  },
};

/**
 * Chakra's createSystem builds the system's global CSS (the reset, every token as a CSS variable,
 * the body styles) as soon as it runs: about 110 ms on a 4x throttled CPU. The shop never reads it at
 * run time (index.html carries it as static CSS, src/ui/theme/withStaticGlobalCss.ts), so the build
 * turns `_global` into a getter that builds it only when read.
 */
const chakraLazyGlobal: Plugin = {
  name: 'shop:chakra-lazy-global',
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (!/node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
    const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
    const property = /\n(\s+)_global,\n/;
    if (!code.includes(eager) || !property.test(code))
      this.error("Chakra's system.js changed: update shop:chakra-lazy-global in vite.config.ts");
    const lazy = code
      .replace(eager, '')
      .replace(property, '\n$1get _global() {\n$1  return [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},\n');
    return { code: lazy, map: null };
  },
};

/**
 * Inlines Chakra's global CSS (src/ui/theme/chakraGlobal.css, kept equal to the theme by
 * test/ui/theme/chakraGlobalCss.test.tsx) into index.html, so the static shell and the first
 * render are styled without waiting for a script or a stylesheet request.
 */
const staticGlobalCss: Plugin = {
  name: 'shop:static-global-css',
  transformIndexHtml() {
    const css = readFileSync(resolve('src/ui/theme/chakraGlobal.css'), 'utf8').trim();
    return [{ tag: 'style', children: css, injectTo: 'head' }];
  },
};

/**
 * The catalogue's data shape, named by a hash of the files that define it: the answers a phone keeps
 * for the next visit (src/infrastructure/browser/StorageKeptReads.ts) carry it, and one kept under
 * another shape counts as none, since this code may not know how to draw it. A deploy that leaves
 * these files alone keeps the shoppers' kept answers.
 */
function catalogShape(): string {
  const hash = createHash('sha256');
  const files = ['src/domain/catalog', 'src/application/ports/ProductRepository.ts'].flatMap((path) =>
    statSync(path).isDirectory() ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((name) => join(path, name)) : [path],
  );
  for (const file of files.filter((path) => statSync(path).isFile()).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('base64url').slice(0, 16);
}

export default defineConfig(({ command, mode }) => {
  // `vite build --outDir x` (the benchmark) overrides the config, so read the resolved value.
  let outDir = resolve('dist');
  const rememberOutDir: Plugin = {
    name: 'shop:remember-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  // The app's own rule picks the backend. A build with a half-filled Firebase configuration stops
  // here, naming what is missing, instead of shipping the demo shop. The dev server and vitest load
  // this file too: there the running app reports the same error itself.
  // A phone on mobile data should not precache a backend it never runs: the Firebase SDK in local
  // mode, the seed code and seed product pictures in Firebase mode.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firebase = command === 'build' ? readFirebaseEnv(env) : null;
  const firebaseMode = firebase !== null;
  // The adapters src/infrastructure/di/createAppContainer.ts will load, by the same rules.
  const maps = chooseMaps({
    backend: firebaseMode ? 'firebase' : 'local',
    maps: env.VITE_MAPS,
    googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY,
  });
  const binders = [firebaseMode ? BINDERS.firebase : BINDERS.local, MAPS_BINDERS[maps]];

  return {
    define: { __CATALOG_SHAPE__: JSON.stringify(catalogShape()) },
    resolve: {
      // React Router's package exports only its development build, whose warnings and checks run on
      // every render of a link or route. Builds take the production build it ships beside it; the
      // dev server and tests keep the warnings. re2js is left out (scripts/vite/re2jsLeftOut.ts).
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
              { find: /^re2js$/, replacement: resolve('scripts/vite/re2jsLeftOut.ts') },
            ]
          : [],
    },
    plugins: [
      react(),
      firstScreenStrings(FIRST_SCREEN_SECTIONS),
      shellText(),
      chakraPureAnnotations,
      chakraLazyGlobal,
      chakraSystemInSteps(),
      chakraStylesInRender(),
      staticGlobalCss,
      firstScreenPreload(binders),
      firebasePreconnect(firebase),
      paintBeforeEntry(),
      rememberOutDir,
      VitePWA({
        // The new worker takes over on its own: hashed chunks make an old tab safe until it reloads.
        registerType: 'autoUpdate',
        // src/main.tsx registers the worker once the first screen has settled (registerServiceWorkerWhenSettled).
        injectRegister: false,
        devOptions: { enabled: false },
        // The glob below already takes the icons; listing them twice would only duplicate entries.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'Gaon Kirana & Feed Store',
          short_name: 'Gaon Kirana',
          description: 'Order groceries and animal feed from your village store. Cash on delivery.',
          lang: 'en',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: BRAND_GREEN,
          background_color: BRAND_GREEN,
          categories: ['shopping', 'food'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The shell and every hashed chunk, so a repeat visit opens with no network at all; the alert chime too.
          globPatterns: ['**/*.{js,css,html,svg,png,wav}'],
          // Order alerts: shows the store's pushes and opens the order a notification names (public/alerts-sw.js).
          importScripts: ['/alerts-sw.js'],
          // index.html serves every route offline; Firebase Hosting's reserved /__/ paths stay on the network.
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/__\//],
          cleanupOutdatedCaches: true,
          // Nothing here comes near this; a file that does is a mistake to fix, not to cache.
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          manifestTransforms: [
            (entries) => {
              const runnable = reachableChunks(outDir, firebaseMode ? BINDERS.local : BINDERS.firebase);
              if (!runnable) return { manifest: entries, warnings: ['no Vite manifest: precaching every chunk'] };
              const wanted = (url: string): boolean =>
                url.endsWith('.js') ? runnable.has(url) : !(firebaseMode && url.startsWith('products/'));
              return { manifest: entries.filter((entry) => wanted(entry.url)) };
            },
          ],
        },
      }),
    ],
    build: {
      // The first load already calls Object.hasOwn and Array.prototype.at (Chrome 93), so es2020 syntax
      // bought no older phones; es2022 keeps class fields and #private as written instead of WeakMap helpers.
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything index.html's entry imports statically goes in one file. Left alone, the
              // bundler splits off each module a lazy chunk also imports (React Router, MobX,
              // i18next, Emotion...) into its own chunk: more requests on the first load and more
              // gzip bytes, each file compressing alone.
              // ...but for three of the libraries it needs, each a file of its own that index.html runs
              // before the entry, in a task of its own (ENTRY_STAGES, scripts/vite/paintBeforeEntry.ts):
              // evaluating the whole entry's module code was one long task. Only what the entry itself
              // imports ($initial), with what that imports in turn.
              ...ENTRY_STAGES.map(({ name, packages }, i) => ({
                name,
                tags: ['$initial' as const],
                test: new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
                priority: 20 - i,
              })),
              { name: 'index', tags: ['$initial'], priority: 10 },
              // The port tokens, Result and browser adapters that both backends' adapters and the
              // screens import: loaded at start in either mode, so one file instead of a dozen.
              {
                name: 'start',
                test: /src[\\/](application[\\/]ports|domain[\\/]shared|infrastructure[\\/]browser)[\\/]/,
                priority: 4,
              },
              // What a dozen or more lazy chunks import (Chakra's field, card and alert parts, the
              // view-model hook, the cart's rules...): one shared file, so a first screen fetches about
              // 20 files instead of 45 and 2-3 kB gzip less; the rare page that needs little of it
              // (/about) pays about 6 kB more.
              { name: 'common', minShareCount: 12, priority: 5 },
              // The shop's rules that four or more lazy chunks share (prices, stock, the cart's use
              // cases, store hours...): left alone, each became a file of 0.2-0.9 kB that both backends
              // and several screens import, and index.html preloaded a dozen of them. One file instead
              // (rules shared by two or three chunks still get small files of their own): 108 JavaScript
              // files become 97, index.html preloads 13 instead of 19, and every first screen is
              // 0.1-0.8 kB lighter. Every file a page asks for costs main-thread time before
              // the first paint (docs/BENCHMARK.md, 27 November). A lower share count pulls rules that
              // only rarer pages use into every first screen (2: up to 3 kB more).
              { name: 'rules', test: /src[\\/](domain|application)[\\/]/, minShareCount: 4, priority: 3 },
            ],
          },
        },
      },
      // Read by scripts/check-bundle-budget.mjs to follow each route's import graph.
      manifest: true,
    },
    test: {
      // Emulator suites run through scripts/test-firebase*.sh, never in the default run.
      exclude: ['node_modules/**', 'test/firebase/**'],
      restoreMocks: true,
      testTimeout: 20000,
      // Vitest keeps a core for itself by default (CPUs - 1 workers): one worker on the two-core CI
      // machine, whose main process mostly waits. Both cores run test files.
      maxWorkers: availableParallelism(),
      projects: [
        {
          // The shop's rules and use cases touch no browser API: in plain Node, without a DOM to build
          // and test/setup.ts's libraries to load for each file, their 90 files take half the time
          // (test/domain 53 s against 28 s, test/application 59 s against 38 s, on two cores).
          extends: true,
          test: { name: 'rules', environment: 'node', include: RULE_TESTS },
        },
        {
          extends: true,
          test: {
            ...BROWSER_SIDE,
            name: 'browser-side',
            include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
            exclude: [...RULE_TESTS, ...RELIABILITY_TESTS],
          },
        },
        // npm test runs these in a stage of their own, with a summary (scripts/test-reliability.mjs).
        { extends: true, test: { ...BROWSER_SIDE, name: 'reliability', include: RELIABILITY_TESTS } },
      ],
    },
  };
});
