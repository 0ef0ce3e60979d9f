#!/usr/bin/env node
// Bundle budgets (issues 10 and 15): gzip bytes of the JavaScript a route needs, followed through
// the Vite manifest's static imports. Bytes are deterministic, so this fails the test run and
// names the offending route or chunk. Run after `vite build`; the build directory is the first
// argument (default dist). scripts/bench.mjs imports measureBundle.
//
// Per route two figures: the first screen's UI (index.html's entry and the route's screen), which
// must stay within 225 kB, and the same with the backend's adapters and their database or Auth
// library, which index.html fetches beside it (scripts/vite/firstScreenPreload.ts): reported, not
// gated, because Dexie (30 kB) or Firebase Auth (33 kB) alone takes it past 225 kB (docs/BENCHMARK.md).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const KB = 1024;
export const ROUTE_BUDGET = 225 * KB;
export const LAZY_CHUNK_BUDGET = 100 * KB;

// What each mode loads at start besides index.html's entry, and each measured route's screen.
const localStart = ['src/infrastructure/local/bindLocalAdapters.ts', 'src/infrastructure/offline-maps/bindOfflineMaps.ts'];
const firebaseStart = ['src/infrastructure/firebase/bindFirebaseAdapters.ts'];
const FIRESTORE_CHUNK = 'src/infrastructure/firebase/openFirestoreAdapters.ts';
const routes = {
  '/login': 'src/ui/screens/login/LoginScreen.tsx',
  '/ (signed in)': 'src/ui/screens/home/HomeScreen.tsx',
  '/category/:category': 'src/ui/screens/category/CategoryScreen.tsx',
  '/product/:group/:subgroup/:productId': 'src/ui/screens/product/ProductScreen.tsx',
};

/**
 * Measures a build: one row per mode and route ({ mode, route, bytes, withBackend, budget }: bytes
 * is the UI, withBackend adds the backend's chunks), and every broken budget as a sentence
 * (failures). Throws when the build has no Vite manifest.
 */
export function measureBundle(dist = 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npx vite build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };

  /** Every JS file a manifest key pulls in through static imports. */
  const closure = (keys) => {
    const files = new Set();
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const present = (keys) => keys.filter((k) => manifest[k]);
  const fileText = (f) => readFileSync(join(dist, f), 'utf8');
  const hasFirebase = (f) => /@firebase\/|FirebaseError/.test(fileText(f));
  const hasSeed = (files) => [...files].some((f) => manifest['src/infrastructure/local/seed/buildSeed.ts']?.file === f);

  const failures = [];
  const rows = [];
  const gzipOf = (files) => [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
  for (const [route, screen] of Object.entries(routes)) {
    for (const [mode, start] of [
      ['local', localStart],
      ['firebase', firebaseStart],
    ]) {
      if (!manifest[screen] || present(start).length === 0) continue;
      const bytes = gzipOf(closure([entryKey, screen]));
      const files = closure([entryKey, ...present(start), screen]);
      rows.push({ mode, route, bytes, withBackend: gzipOf(files), budget: ROUTE_BUDGET });
      if (bytes > ROUTE_BUDGET) failures.push(`${mode} ${route}: ${(bytes / KB).toFixed(1)} kB > ${ROUTE_BUDGET / KB} kB`);
      if (mode === 'local') {
        const fb = [...files].filter(hasFirebase);
        if (fb.length) failures.push(`local ${route}: Firebase SDK in the first load (${fb.join(', ')})`);
      } else if (hasSeed(files)) {
        failures.push(`firebase ${route}: seed data in the first load`);
      }
    }
  }

  let largestLazy = null;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/ui/screens/')) continue;
    const bytes = gzipBytes(chunk.file);
    if (!largestLazy || bytes > largestLazy.bytes) largestLazy = { key, file: chunk.file, bytes };
    if (bytes > LAZY_CHUNK_BUDGET) failures.push(`lazy chunk ${chunk.file} (${key}): ${(bytes / KB).toFixed(1)} kB > 100 kB`);
  }

  // Every Firebase-mode page loads the full Firestore SDK after its first screen (the listeners). With
  // re2js in it (pipeline regular expressions, which the shop never sends) it was 131 kB gzip;
  // vite.config.ts leaves re2js out, and this keeps it out.
  const firestore = manifest[FIRESTORE_CHUNK];
  const firestoreBytes = firestore ? gzipBytes(firestore.file) : null;
  if (!firestore) failures.push(`no chunk for ${FIRESTORE_CHUNK}: check its path in scripts/check-bundle-budget.mjs`);
  else if (firestoreBytes > LAZY_CHUNK_BUDGET) {
    failures.push(`Firestore chunk ${firestore.file}: ${(firestoreBytes / KB).toFixed(1)} kB > ${LAZY_CHUNK_BUDGET / KB} kB`);
  }

  // The server's SDKs must never reach a browser (they would also ship the service account's reach).
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.includes('node_modules/firebase-admin') || key.includes('node_modules/firebase-functions')) {
      failures.push(`${chunk.file}: the server SDK (${key}) is in the browser build`);
    }
  }

  if (rows.length === 0) failures.push('no route could be measured: check the screen paths in scripts/check-bundle-budget.mjs');
  return { rows, largestLazy, firestoreBytes, failures };
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runAsScript) {
  let result;
  try {
    result = measureBundle(process.argv[2] ?? 'dist');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const kB = (bytes) => (bytes / KB).toFixed(1).padStart(7);
  console.log('mode      route                                    UI gzip kB  budget kB  with backend kB (not gated)');
  for (const { mode, route, bytes, withBackend, budget } of result.rows) {
    console.log(`${mode.padEnd(9)} ${route.padEnd(40)} ${kB(bytes)}     ${(budget / KB).toFixed(0).padStart(6)}  ${kB(withBackend)}`);
  }
  if (result.largestLazy) {
    const { key, bytes } = result.largestLazy;
    console.log(`largest lazy screen chunk: ${key} ${(bytes / KB).toFixed(1)} kB (budget ${LAZY_CHUNK_BUDGET / KB} kB)`);
  }
  if (result.firestoreBytes !== null) {
    console.log(`Firestore's full SDK chunk: ${(result.firestoreBytes / KB).toFixed(1)} kB (budget ${LAZY_CHUNK_BUDGET / KB} kB)`);
  }
  if (result.failures.length) {
    console.error('\nBundle budget exceeded:\n- ' + result.failures.join('\n- '));
    process.exit(1);
  }
  console.log('Bundle budgets met.');
}
