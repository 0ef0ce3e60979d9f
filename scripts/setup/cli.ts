import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { loadEnv } from 'vite';
import { firebaseProject } from '../lib/firebaseProject';
import { ensureBackupSchedule } from './backupSchedule';
import { googleApi } from './googleApi';
import { setupStore, SetupRefusal } from './setupStore';
import { STARTER_CATALOGUE_FILE } from './starterCatalogue';

const ROOT = resolve(import.meta.dirname, '../..');

const USAGE = `Usage: npm run setup:firebase -- --admin owner@example.com [--catalogue] [--deploy] [--project ID] [--store ID]

Makes a new store ready on its Firebase project, changing only what is missing (a second run changes nothing):
  --admin EMAIL   the owner's account (sign up in the shop first) becomes the store's admin;
                  the default store settings are written if there are none
  --catalogue     imports the starter catalogue (scripts/setup/starter-catalogue.csv) if the store has no products
  --deploy        then deploys firestore.rules, firestore.indexes.json and the server functions, and
                  schedules a daily backup of the database kept 7 days (Blaze plan; it says why if it cannot)
  --project ID    the Firebase project (default: GCLOUD_PROJECT, .firebaserc's default, or VITE_FIREBASE_PROJECT_ID)
  --store ID      the catalogue's store document (default: VITE_FIREBASE_STORE_ID, or main)

Against a real project it uses Google's application-default credentials (docs/FIREBASE.md, 'Make the first admin').
With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set it works on the emulators instead.`;

const emulatorHosts = () => ({ firestore: process.env.FIRESTORE_EMULATOR_HOST, auth: process.env.FIREBASE_AUTH_EMULATOR_HOST });

/** Runs the setup; the answer is the process's exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: [...argv],
      options: {
        admin: { type: 'string' },
        catalogue: { type: 'boolean', default: false },
        deploy: { type: 'boolean', default: false },
        project: { type: 'string' },
        store: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (!options.admin?.includes('@')) {
    console.error(`Name the owner's account with --admin and its email.\n\n${USAGE}`);
    return 2;
  }
  const env = loadEnv('production', ROOT, 'VITE_');
  const projectId = firebaseProject(options.project);
  if (!projectId) {
    console.error('Which Firebase project? Pass --project ID, or run `npx firebase use --add` first (docs/FIREBASE.md).');
    return 2;
  }
  const hosts = emulatorHosts();
  if (!!hosts.firestore !== !!hosts.auth) {
    // One emulator and one real service would make the admin of an account that is not the shop's.
    console.error('Set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (emulators), or neither (the real project).');
    return 2;
  }
  if (options.deploy && hosts.firestore) {
    console.error('--deploy sends the rules and functions to the real project: leave it out when working on the emulators.');
    return 2;
  }
  // The emulators need no Google credentials: do not let the client libraries look for a Google Cloud machine's.
  if (hosts.firestore) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const store = options.store ?? (env.VITE_FIREBASE_STORE_ID?.trim() || 'main');
  const where = hosts.firestore ? `the emulators (Firestore ${hosts.firestore}, Auth ${hosts.auth})` : 'Google Cloud';
  console.log(`Setting up the store of project ${projectId} on ${where}, catalogue under store/${store}.`);

  const app = initializeApp({ projectId }, `setup-${Date.now()}`);
  try {
    const steps = await setupStore(
      { db: getFirestore(app), auth: getAuth(app), store },
      {
        adminEmail: options.admin,
        ...(options.catalogue ? { catalogueCsv: readFileSync(STARTER_CATALOGUE_FILE, 'utf8') } : {}),
        now: Date.now(),
      },
    );
    for (const step of steps) console.log(`  ${step.changed ? '✓' : '·'} ${step.message}`);
    console.log(steps.some((s) => s.changed) ? 'Done.' : 'Nothing needed changing.');
  } catch (error) {
    if (error instanceof SetupRefusal) {
      console.error(error.message);
      return 1;
    }
    console.error('The setup failed:', error instanceof Error ? error.message : error);
    if (!hosts.firestore) console.error('Check the credentials and the project id (docs/FIREBASE.md, "Make the first admin").');
    return 1;
  } finally {
    await deleteApp(app);
  }

  if (!options.deploy) return 0;
  console.log('Deploying the security rules, indexes and server functions (a few minutes)...');
  const deploy = spawnSync('npx', ['firebase', 'deploy', '--only', 'firestore:rules,firestore:indexes,functions', '--project', projectId], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // A way back after data loss (docs/FIREBASE.md, 'If data is lost'). A store without billing
  // cannot have it: that is said, and the setup still succeeds.
  console.log('Scheduling daily backups of the database...');
  const backups = await ensureBackupSchedule(googleApi(applicationDefault(), projectId), projectId);
  console.log(`  ${backups.ok ? (backups.changed ? '✓' : '·') : '⚠'} ${backups.message}`);
  return deploy.status ?? 1;
}
