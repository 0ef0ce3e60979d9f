import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Where the Firebase SDK may be imported: the adapter folder, its own unit tests, the emulator
 * suites and the scripts that start them. Anywhere else it would leak into local mode's bundle or
 * tie the domain, the use cases or the screens to one backend.
 */
const ALLOWED = [
  'src/infrastructure/firebase/',
  'test/infrastructure/firebase/',
  'test/firebase/',
  'test/security/',
  'e2e/firebase/',
  'scripts/',
];

/** The server's SDKs: in the functions, their tests and the setup script, never in src (so never in the browser). */
const SERVER_SDK = /(?:from\s*|import\s*\(\s*|require\(\s*)['"](firebase-admin|firebase-functions)(?:\/[^'"]*)?['"]/;

const IMPORT = new RegExp(
  [
    String.raw`(?:import|export)\s[^;]*?from\s*['"](firebase|@firebase\/[^'"]*)(?:\/[^'"]*)?['"]`,
    String.raw`import\s*\(\s*['"](firebase|@firebase\/)[^'"]*['"]\s*\)`,
    String.raw`require\(\s*['"](firebase|@firebase\/)`,
  ].join('|'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs|jsx)$/.test(name) ? [path] : [];
  });
}

describe('the Firebase SDK stays in its adapter folder', () => {
  it('no file outside src/infrastructure/firebase (tests and scripts aside) imports firebase', () => {
    const offenders = ['src', 'test', 'e2e']
      .flatMap((top) => {
        try {
          return sourceFiles(join(ROOT, top));
        } catch {
          return [];
        }
      })
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((path) => !ALLOWED.some((prefix) => path.startsWith(prefix)))
      .filter((path) => IMPORT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  // The container, and so the first render, waits for the binding's chunk: Firebase Auth's code
  // (78 kB raw) is a chunk of its own (openFirebaseAuth.ts), and a value imported from firebase/auth
  // here would pull it back in.
  it('the Firebase binding and the Auth service import only types from firebase/auth', () => {
    const VALUE_IMPORT = /import\s+(?!type\s)[^;]*?from\s*['"]firebase\/auth['"]/;
    const offenders = ['bindFirebaseAdapters.ts', 'FirebaseAuthService.ts'].filter((name) =>
      VALUE_IMPORT.test(readFileSync(join(ROOT, 'src/infrastructure/firebase', name), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('no file of src imports firebase-admin or firebase-functions', () => {
    const offenders = sourceFiles(join(ROOT, 'src'))
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((path) => SERVER_SDK.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
    expect(SERVER_SDK.test("import { getFirestore } from 'firebase-admin/firestore';")).toBe(true);
    expect(SERVER_SDK.test("import { onCall } from 'firebase-functions/v2/https';")).toBe(true);
    expect(SERVER_SDK.test("import { getAuth } from 'firebase/auth';")).toBe(false);
  });

  it('recognises every way of importing it', () => {
    const samples = [
      "import { getAuth } from 'firebase/auth';",
      "import type { Firestore } from '@firebase/firestore';",
      "export { initializeApp } from 'firebase/app';",
      "const m = await import('firebase/firestore');",
      "const { getApp } = require('firebase/app');",
    ];
    for (const sample of samples) expect(IMPORT.test(sample)).toBe(true);
    expect(IMPORT.test("import { x } from './firebaseLike';")).toBe(false);
  });
});
