import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../scripts/vite/re2jsLeftOut';

const FIRESTORE_DIST = 'node_modules/@firebase/firestore/dist';

/** What Firestore's browser build (its ESM files) takes from re2js: the names imported, and the members used of RE2JS. */
function firestoreUseOfRe2js(): { imports: Set<string>; members: Set<string> } {
  const imports = new Set<string>();
  const members = new Set<string>();
  for (const file of readdirSync(FIRESTORE_DIST).filter((name) => name.endsWith('.esm.js'))) {
    const code = readFileSync(join(FIRESTORE_DIST, file), 'utf8');
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]re2js['"]/g))
      for (const name of names!.split(',')) imports.add(name.trim().split(/\s+as\s+/)[0]!);
    for (const [, member] of code.matchAll(/\bRE2JS\.(\w+)/g)) members.add(member!);
  }
  return { imports, members };
}

describe("re2js's stand-in in the browser builds (vite.config.ts)", () => {
  it('offers everything Firestore takes from re2js, so the SDK loads and only a pipeline expression fails', () => {
    const { imports, members } = firestoreUseOfRe2js();
    expect([...imports]).toEqual(['RE2JS']);
    for (const member of members) expect(standIn.RE2JS).toHaveProperty(member);
  });

  it('fails loudly rather than match wrongly', () => {
    expect(() => standIn.RE2JS.compile()).toThrow('re2js is left out of the build');
  });
});
