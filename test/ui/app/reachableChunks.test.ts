import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { reachableChunks } from '../../../scripts/vite/reachableChunks';

// The service worker precaches the scripts reachableChunks names and no other (vite.config.ts), so
// a script missing here is missing offline, and one of the other backend is mobile data for nothing.
const LOCAL = 'src/infrastructure/local/bindLocalAdapters.ts';
const FIREBASE = 'src/infrastructure/firebase/bindFirebaseAdapters.ts';

/** A Vite manifest shaped like the shop's build: the entry, both backends' binders behind dynamic imports, a worker, a screen. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_start.js'],
    dynamicImports: [LOCAL, FIREBASE, 'src/ui/screens/login/LoginScreen.tsx'],
  },
  '_start.js': { file: 'assets/start.js' },
  [LOCAL]: { file: 'assets/bindLocalAdapters.js', imports: ['_start.js', '_rules.js', '_dexie.js'], assets: ['assets/seedWorker.js'] },
  // Imported by the two binders alone, not by the entry.
  '_rules.js': { file: 'assets/rules.js' },
  '_dexie.js': { file: 'assets/dexie.js' },
  [FIREBASE]: { file: 'assets/bindFirebaseAdapters.js', imports: ['_start.js', '_rules.js', '_firebase.js'] },
  '_firebase.js': { file: 'assets/firebase.js' },
  'src/ui/screens/login/LoginScreen.tsx': { file: 'assets/LoginScreen.js', imports: ['_start.js'], assets: ['assets/logo.svg'] },
  'src/nowhere.ts': { file: 'assets/nowhere.js' },
};

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function buildWith(manifest: object | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'reachable-'));
  dirs.push(dir);
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

it("a local build's scripts: the entry, its imports, the local backend and its worker; not Firebase's, not an unreachable chunk", () => {
  expect([...reachableChunks(buildWith(MANIFEST), FIREBASE)!].sort()).toEqual([
    'assets/LoginScreen.js',
    'assets/bindLocalAdapters.js',
    'assets/dexie.js',
    'assets/index.js',
    'assets/rules.js',
    'assets/seedWorker.js',
    'assets/start.js',
  ]);
});

it("a Firebase build's scripts: Firebase's backend, not Dexie or the seed worker; a chunk both backends share stays", () => {
  expect([...reachableChunks(buildWith(MANIFEST), LOCAL)!].sort()).toEqual([
    'assets/LoginScreen.js',
    'assets/bindFirebaseAdapters.js',
    'assets/firebase.js',
    'assets/index.js',
    'assets/rules.js',
    'assets/start.js',
  ]);
});

it('says nothing without a Vite manifest, so the caller can fall back to precaching every script', () => {
  expect(reachableChunks(buildWith(null), FIREBASE)).toBeNull();
});
