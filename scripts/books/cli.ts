import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { firebaseProject } from '../lib/firebaseProject';
import { rebuildBooks } from './rebuildBooks';

const USAGE = `Usage: npm run rebuild:summaries [-- --project ID]

Works the store's books (the day summaries the Reports screen reads, and each customer's first order)
out again from every order and the order history, and writes them whole. For a store that traded before
the books existed, or after a fault. Running it twice gives the same books. Run it while the shop is quiet.
  --project ID    the Firebase project (default: GCLOUD_PROJECT, .firebaserc's default, or VITE_FIREBASE_PROJECT_ID)

Against a real project it uses Google's application-default credentials (docs/FIREBASE.md, 'Make the first admin').
With FIRESTORE_EMULATOR_HOST set it works on the emulator instead.`;

/** Runs the rebuild; the answer is the process's exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: [...argv],
      options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
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
  const projectId = firebaseProject(options.project);
  if (!projectId) {
    console.error('Which Firebase project? Pass --project ID, or run `npx firebase use --add` first (docs/FIREBASE.md).');
    return 2;
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  // The emulator needs no Google credentials: do not let the client libraries look for a Google Cloud machine's.
  if (emulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  console.log(`Rebuilding the books of project ${projectId} on ${emulator ? `the emulator (${emulator})` : 'Google Cloud'}.`);
  const app = initializeApp({ projectId }, `books-${Date.now()}`);
  try {
    const done = await rebuildBooks(getFirestore(app));
    console.log(`  ${done.orders} orders read; ${done.days} day summaries and ${done.customers} customers' first orders written;`);
    console.log(`  ${done.removed} records that no order supports removed.`);
    return 0;
  } catch (error) {
    console.error('The rebuild failed:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await deleteApp(app);
  }
}
