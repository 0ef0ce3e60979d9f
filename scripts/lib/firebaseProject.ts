import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

/** The project's default in .firebaserc (written by `firebase use --add`), if any. */
function firebasercProject(): string | undefined {
  const file = resolve(ROOT, '.firebaserc');
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { projects?: { default?: string } };
  return parsed.projects?.default;
}

/**
 * The Firebase project a command of the store works on: `--project`, else the environment's
 * (GCLOUD_PROJECT, GOOGLE_CLOUD_PROJECT), else .firebaserc's default, else the web app's
 * VITE_FIREBASE_PROJECT_ID from .env files.
 */
export function firebaseProject(option: string | undefined): string | undefined {
  return (
    option ??
    process.env.GCLOUD_PROJECT ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    firebasercProject() ??
    loadEnv('production', ROOT, 'VITE_').VITE_FIREBASE_PROJECT_ID
  );
}
