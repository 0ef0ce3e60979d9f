import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `vite build` with exactly these VITE_* variables (none inherited from the shell running the tests). */
function build(vars: Record<string, string>): { status: number | null; output: string } {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-build-'));
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir], {
      env: { ...env, ...vars },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('vite build and the Firebase configuration', () => {
  // The config fails while loading, before any bundling, so this takes a second or two.
  it('stops, naming what is missing, when some VITE_FIREBASE_* are set but not the required ones', () => {
    const { status, output } = build({ VITE_FIREBASE_AUTH_DOMAIN: 'gaon-kirana.firebaseapp.com', VITE_FIREBASE_API_KEY: 'key' });
    expect(status).not.toBe(0);
    expect(output).toContain('Incomplete Firebase configuration: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN are set,');
    expect(output).toContain('but VITE_FIREBASE_PROJECT_ID is missing');
  });
});
